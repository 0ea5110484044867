import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Language, Site } from '../../schemas';
import { languageBase } from '../../shared/languages';
import type { ServerEntry } from '../../shared/server-entry';
import type { ContentByKey } from '../content/content-by-key';
import { contentSecurityPolicy } from '../security/headers';
import { escapeHtml, type FeedLink } from '../seo/head';
import type { AssetPlan } from './assets';
import {
  drawnAt,
  NOT_FOUND_URL,
  unpackPage,
  writePage,
  type PackedPage,
  type PageSetup,
  type WrittenPage,
} from './page-writer';
import type { HandedFile, SiteOutput } from './site-output';

export type { PrerenderedPage } from './page-writer';

const CHARSET_META = '<meta charset="UTF-8" />';

/**
 * Puts the Content Security Policy in the page itself, for hosts that cannot send it as a header.
 * It goes right after the charset, before anything the policy has to cover.
 */
function withCspMeta(template: string, site: Site): string {
  if (!template.includes(CHARSET_META))
    throw new Error(`index.html should start its <head> with ${CHARSET_META}`);
  const policy = escapeHtml(contentSecurityPolicy(site, 'meta'));
  return template.replace(
    CHARSET_META,
    () => `${CHARSET_META}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}

/** What the prerender needs besides the server bundle: the content, and the settings every page's head uses. */
export interface PrerenderInput {
  server: ServerEntry;
  /** The folder of the server build, whose `render-worker.js` the prerender's workers run. */
  serverDir: string;
  /** The page template, `index.html`, which every page is written into. */
  template: string;
  /** The built files pages link to: the stylesheet, the fonts and the browser's scripts. */
  assets: AssetPlan;
  pages: ContentByKey;
  site: Site;
  feeds: FeedLink[];
  /** The site's languages, its own first: every page is written in each. */
  languages: Language[];
  /** The addresses search indexes, with the kind of page each is and how much it counts. */
  indexed: PageSetup['indexed'];
  synonyms?: PageSetup['synonyms'];
  /** The addresses drawn last, once every other page is written: each language's search page. */
  last?: readonly string[];
  /** Hands the content what the pages drawn first gave, before the last are drawn. */
  beforeLast?: (written: readonly WrittenPage[]) => void;
  /** Whether the pages are for the offline archive (PageSetup's `offline`). */
  offline?: boolean;
}

/**
 * From this many addresses on, pages are drawn by workers, one per processor (four at most). Below
 * it, starting workers and handing them the content costs more than it saves.
 */
const PARALLEL_FROM = 300;

/**
 * Draws and writes every address, in this thread for a small site, or spread over worker threads for
 * a large one, each handed the same content once and handing back its pages' bytes, which this
 * thread writes (./site-output.ts says why); the pages come back in the order of `urls`.
 */
async function writeAll(
  urls: readonly string[],
  setup: PageSetup,
  input: PrerenderInput,
  output: SiteOutput,
  workers = Math.min(availableParallelism(), 4),
): Promise<WrittenPage[]> {
  if (urls.length < PARALLEL_FROM || workers < 2) {
    const written: WrittenPage[] = [];
    for (const url of urls) {
      const result = await input.server.render(drawnAt(url, setup), input.pages.lookup(url));
      written.push(await writePage(url, result, setup, output));
    }
    return written;
  }
  // A body is written for the page that shows it, so each worker is handed, beside what every page
  // reads alike, the body of each of its own pages.
  const content = input.pages.sharedKeys().map((key) => [key, input.pages.get(key)]);
  const results = new Map<string, Promise<WrittenPage>>();
  await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      // Every nth address, so that each worker gets its share of each kind of page.
      const own = urls.filter((_, position) => position % workers === index);
      const worker = new Worker(path.join(input.serverDir, 'render-worker.js'), {
        workerData: {
          serverFile: path.join(input.serverDir, 'entry-server.js'),
          content,
          bodies: own.flatMap((url) => {
            const body = input.pages.pageBody(url);
            return body ? [[url, body]] : [];
          }),
          setup,
          urls: own,
        },
      });
      worker.on(
        'message',
        ({ url, written, files }: { url: string; written: PackedPage; files: HandedFile[] }) => {
          // A refused path rejects this page's promise, which the build awaits, rather than the thread.
          const page = Promise.resolve().then(() => {
            for (const { bytes, digest } of files) output.put(bytes, digest);
            return unpackPage(written);
          });
          // Awaited below, with every page; until then a failed write must not count as unhandled.
          page.catch(() => undefined);
          results.set(url, page);
        },
      );
      return new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`a prerender worker stopped with code ${code}`)),
        );
      });
    }),
  );
  return Promise.all(urls.map((url) => results.get(url)!));
}

/**
 * Renders every address of the site into `output`: `index.html`, `<address>/index.html` and
 * `404.html`, each with its full copy, its own title, description and language alternates, the
 * site's stylesheet, and scripts only for the islands and behaviours its markup asks for; each page
 * is written once, as it is drawn. The `last` addresses are drawn after the others, with what they
 * gave (the search page lists every page).
 */
export async function prerender(output: SiteOutput, input: PrerenderInput): Promise<WrittenPage[]> {
  const { pages: data, site, feeds, languages } = input;
  const [source] = languages;
  // Each language has its own not-found page, which a host serves for any address under its tag it lacks.
  const notFound = languages.map((language) => ({
    url: `${languageBase(language, source)}${NOT_FOUND_URL}`,
    sitemap: false,
  }));
  const addresses = [...data.addresses, ...notFound];
  const setup: PageSetup = {
    template: withCspMeta(input.template, site),
    site,
    feeds,
    languages,
    assets: input.assets,
    sitemap: Object.fromEntries(addresses.map(({ url, sitemap }) => [url, sitemap])),
    indexed: input.indexed,
    ...(input.synonyms && { synonyms: input.synonyms }),
    ...(input.offline && { offline: true }),
  };
  const last = new Set(input.last ?? []);
  const urls = addresses.map((address) => address.url);
  const first = await writeAll(
    urls.filter((url) => !last.has(url)),
    setup,
    input,
    output,
  );
  input.beforeLast?.(first);
  const rest = await writeAll(
    urls.filter((url) => last.has(url)),
    setup,
    input,
    output,
    1,
  );
  const byUrl = new Map([...first, ...rest].map((written) => [written.page.url, written]));
  return urls.map((url) => byUrl.get(url)!);
}
