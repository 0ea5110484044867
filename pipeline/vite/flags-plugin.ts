import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SITE_FLAGS_DIR } from '../../shared/flags';
import type { ContentPluginApi } from './content-plugin';

const require = createRequire(import.meta.url);

/** The flag-icons package's 4:3 drawing of a country's flag, by lower-case country code. */
function flagFile(code: string): string {
  return require.resolve(`flag-icons/flags/4x3/${code}.svg`);
}

/** The XML namespaces an SVG names as addresses, which are names and never fetched. */
const NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']);

/**
 * Why a flag's SVG may not be published, or undefined when it may: it holds a script, an event
 * handler, embedded HTML, a stylesheet or picture of its own, or names an address other than an XML
 * namespace. The flags are served from the site's own origin under the site's policy, so one that
 * ran anything or fetched from elsewhere would undo what serving them ourselves is for. flag-icons
 * draws with shapes alone; this holds should an update of the package ever change that.
 */
export function unsafeSvgReason(svg: string): string | undefined {
  if (/<script\b/i.test(svg)) return 'it holds a <script>';
  if (/<foreignObject\b/i.test(svg)) return 'it embeds HTML (<foreignObject>)';
  if (/\bhref\s*=\s*["']\s*(?!#)/i.test(svg))
    return 'it names a file or page of its own (an href not within it)';
  if (/<style\b/i.test(svg)) return 'it carries a stylesheet';
  if (/\son[a-z]+\s*=/i.test(svg)) return 'it has an event handler (on...=)';
  const address = [...svg.matchAll(/(?:https?:|javascript:|data:)[^"'\s)>]*/gi)]
    .map((match) => match[0])
    .find((each) => !NAMESPACES.has(each));
  return address ? `it names ${address}` : undefined;
}

/** A flag's SVG from flag-icons, checked before it becomes a file of the site. */
async function checkedFlag(code: string): Promise<Buffer> {
  const svg = await readFile(flagFile(code));
  const reason = unsafeSvgReason(svg.toString('utf8'));
  if (reason) throw new Error(`flag-icons' flag for ${code} cannot be served by the site: ${reason}`);
  return svg;
}

/**
 * Serves the server page's flags from the site itself when `content/site.yaml` says
 * `flagSource: site`, or whatever it says with `ownFlags` (the mirror build, `npm run build:mirror`):
 * the build copies each listed country's flag from the flag-icons package to `/flags/<code>.svg`,
 * and the dev server answers that address for any country.
 */
export function flagsPlugin(ownFlags = false): Plugin {
  let content: ContentPluginApi | undefined;
  return {
    name: 'masky:flags',
    configResolved(config) {
      content = config.plugins.find((plugin) => plugin.name === 'masky:content')?.api as ContentPluginApi;
    },
    configureServer(server) {
      server.middlewares.use(`/${SITE_FLAGS_DIR}`, (request, response, next) => {
        const code = /^\/([a-z]{2})\.svg$/.exec(request.url ?? '')?.[1];
        if (!code) return next();
        const serve = async () => {
          const svg = await checkedFlag(code);
          response.setHeader('Content-Type', 'image/svg+xml').end(svg);
        };
        // A code flag-icons does not know fails to resolve, and the request goes on to the next handler.
        serve().catch(() => next());
      });
    },
    async generateBundle() {
      // Only the browser's build has a folder that visitors see.
      if (this.environment.config.consumer !== 'client') return;
      // A content problem has already failed the build in the content plugin.
      const loaded = (await content?.store().result())?.content;
      if (!loaded || (!ownFlags && loaded.site.flagSource !== 'site')) return;
      const codes = new Set(loaded.servers.map((server) => server.code.toLowerCase()));
      for (const code of codes) {
        this.emitFile({
          type: 'asset',
          fileName: `${SITE_FLAGS_DIR}/${code}.svg`,
          source: await checkedFlag(code),
        });
      }
    },
  };
}
