import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language, Site } from '../../schemas';
import { languageBase, localizedPath } from '../../shared/languages';
import { relativeAddress } from '../../shared/paths';
import type { PageMeta } from '../../shared/page-meta';
import type { RenderedPage, ServerEntry } from '../../shared/server-entry';
import type { PageData } from '../content/page-data';
import type { FeedLink } from '../feeds/feeds';
import { contentSecurityPolicy } from '../security/headers';
import { escapeHtml, pageHead, type Alternate } from '../seo/head';
import type { PageAssets } from './assets';
import { pageDocument } from './document';
import { fontPreload, fontPreloads } from './fonts';
import { FileWriter } from './writer';

/** One written page: its address, the file it went to (relative to the output folder), its status and meta. */
export interface PrerenderedPage {
  url: string;
  file: string;
  status: number;
  meta: PageMeta;
  /** Whether the sitemap lists it. */
  sitemap: boolean;
  /** The same page in every language, and x-default, for the sitemap; none for a page search engines skip. */
  alternates?: Alternate[];
}

/** The address the not-found page is drawn at; it is written to `404.html`. */
const NOT_FOUND_URL = '/404';

function fileFor(url: string): string {
  if (url.endsWith(NOT_FOUND_URL)) return `${url.slice(1)}.html`;
  const folder = url.replace(/^\/|\/$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

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
    `${CHARSET_META}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}

/** What the prerender needs besides the server bundle: the content, and the settings every page's head uses. */
export interface PrerenderInput {
  server: ServerEntry;
  /** The server bundle's file, which prerender workers load for themselves. */
  serverFile: string;
  /** The page template, `index.html`, which every page is written into. */
  template: string;
  /** The built files pages link to: the stylesheet and the browser's scripts. */
  assets: PageAssets;
  pages: PageData;
  site: Site;
  feeds: FeedLink[];
  /** The site's languages, its own first: every page is written in each. */
  languages: Language[];
}

/**
 * From this many addresses on, pages are drawn by workers, one per processor (four at most). Below
 * it, starting workers and handing them the content costs more than it saves.
 */
const PARALLEL_FROM = 300;

/**
 * Draws every address, in order, with the server bundle: in this thread for a small site, or spread
 * over worker threads for a large one, each reading the same content, handed over once.
 */
async function* renderAll(urls: string[], input: PrerenderInput): AsyncGenerator<[string, RenderedPage]> {
  const workers = Math.min(availableParallelism(), 4);
  const lookup = (key: string) => input.pages.get(key);
  if (urls.length < PARALLEL_FROM || workers < 2) {
    for (const url of urls) yield [url, await input.server.render(url, lookup)];
    return;
  }
  const content = [...input.pages.keys()].map((key) => [key, input.pages.get(key)]);
  const results = new Map<string, RenderedPage>();
  let wake: (() => void) | undefined;
  let failure: unknown;
  const running = Array.from({ length: workers }, (_, index) => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: {
        serverFile: pathToFileURL(input.serverFile).href,
        content,
        // Every nth address, so that each worker gets its share of each kind of page.
        urls: urls.filter((_, position) => position % workers === index),
      },
    });
    worker.on('message', ({ url, result }: { url: string; result: RenderedPage }) => {
      results.set(url, result);
      wake?.();
    });
    return new Promise<void>((resolve, reject) => {
      worker.once('error', (error) => {
        failure = error;
        wake?.();
        reject(error);
      });
      worker.once('exit', () => resolve());
    });
  });
  const finished = Promise.allSettled(running);
  for (const url of urls) {
    while (!results.has(url)) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    yield [url, results.get(url)!];
    results.delete(url);
  }
  await finished;
}

/**
 * Renders every address of the site into `outDir`: `index.html`, `<address>/index.html` and
 * `404.html`, each with its full copy, its own title, description and language alternates, the
 * site's stylesheet, and scripts only for the islands and behaviours its markup asks for.
 */
export async function prerender(outDir: string, input: PrerenderInput): Promise<PrerenderedPage[]> {
  const { pages: data, assets, site, feeds, languages } = input;
  const [source] = languages;
  const template = withCspMeta(input.template, site);
  const fonts = await fontPreloads(outDir);
  // Each language has its own not-found page, which a host serves for any address under its tag it lacks.
  const notFound = languages.map((language) => ({
    url: `${languageBase(language, source)}${NOT_FOUND_URL}`,
    sitemap: false,
  }));
  const addresses = [...data.addresses, ...notFound];
  const alternatesOf = (english: string): Alternate[] => [
    ...languages.map((language) => ({
      hreflang: language.tag,
      url: localizedPath(english, language, source),
    })),
    { hreflang: 'x-default', url: english },
  ];
  const inSitemap = new Map(addresses.map(({ url, sitemap }) => [url, sitemap]));
  const written: PrerenderedPage[] = [];
  const writer = new FileWriter(outDir);
  for await (const [url, result] of renderAll(
    addresses.map((address) => address.url),
    input,
  )) {
    const status = url.endsWith(NOT_FOUND_URL) ? 404 : result.status;
    const indexable = status === 200 && result.meta.indexable !== false;
    // A page shown in English, for want of a translation, names the English page as the one to index.
    const missing = result.translation === 'missing';
    const alternates = indexable ? alternatesOf(result.source) : undefined;
    const scripts = assets.scripts(result.scripts);
    // The head links the site's files as the page's body links its pages: relative to the page, so
    // the folder works under any prefix and from a folder, except on the not-found page (linksFrom).
    const from = result.linksFrom;
    const address = (url: string) => (from === undefined ? url : relativeAddress(url, from));
    const head = [
      ...pageHead(
        { url, meta: result.meta, indexable, alternates, ...(missing && { canonical: result.source }) },
        // Link previews name the page's own locale, fa_IR on a Persian page.
        {
          ...site,
          locale: result.language.locale,
          dir: result.language.dir,
          feeds: feeds.map((feed) => ({ ...feed, href: address(feed.href) })),
          shareImageAlt: site.mascotAlt,
        },
      ),
      `<link rel="stylesheet" href="${address(assets.stylesheet)}" />`,
      ...(fonts.get(result.language.tag) ?? []).map((font) => fontPreload(address(font))),
      ...scripts.imports.map((file) => `<link rel="modulepreload" href="${address(file)}" />`),
      ...scripts.entries.map((file) => `<script type="module" src="${address(file)}"></script>`),
    ];
    const file = fileFor(url);
    await writer.write(file, pageDocument(template, result, head));
    written.push({
      url,
      file,
      status,
      meta: result.meta,
      sitemap: inSitemap.get(url)! && indexable && !missing,
      ...(alternates && { alternates }),
    });
  }
  await writer.done();
  return written;
}
