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

/**
 * Serves the server page's flags from the site itself when `content/site.yaml` says
 * `flagSource: site`: the build copies each listed country's flag from the flag-icons package to
 * `/flags/<code>.svg`, and the dev server answers that address for any country.
 */
export function flagsPlugin(): Plugin {
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
          const svg = await readFile(flagFile(code));
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
      if (!loaded || loaded.site.flagSource !== 'site') return;
      const codes = new Set(loaded.servers.map((server) => server.code.toLowerCase()));
      for (const code of codes) {
        this.emitFile({
          type: 'asset',
          fileName: `${SITE_FLAGS_DIR}/${code}.svg`,
          source: await readFile(flagFile(code)),
        });
      }
    },
  };
}
