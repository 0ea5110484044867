import type { Language, Site } from '../../schemas';
import { localizedPath } from '../../shared/languages';
import { fileAddress } from '../../shared/paths';
import type { RenderedPage } from '../../shared/server-entry';
import type { PageMeta } from '../../shared/page-meta';
import type { ManifestFile } from '../publish/manifest';
import {
  countedSections,
  synonymTerms,
  type IndexedAddress,
  type ScoredSection,
  type Synonyms,
} from '../search/search-index';
import { sectionFilePath, type SectionFile } from '../../shared/search/index-format';
import { pageSections } from '../search/sections';
import type { Alternate, FeedLink } from '../seo/head';
import { scriptFiles, type AssetPlan } from './assets';
import { pageDocument } from './document';
import type { PageOutput } from './site-output';

/**
 * The last step of each page, where it was drawn: its document made whole (head and all), written
 * once, its digest taken from the bytes written, and its sections counted for the search index
 * from the HTML in memory. It runs in the prerender's workers and, for a small site, in the build's
 * own thread, and everything it is given is plain data a worker can be handed.
 */

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

/** What every page is finished with, as plain data. */
export interface PageSetup {
  /** The page template, `index.html`, with the site's policy in its head. */
  template: string;
  site: Site;
  feeds: FeedLink[];
  /** The site's languages, its own first. */
  languages: Language[];
  assets: AssetPlan;
  /** Whether the registry puts each address in the sitemap. */
  sitemap: Readonly<Record<string, boolean>>;
  /** The addresses search indexes, with the kind of page each is, how much it counts and its number. */
  indexed: Readonly<Record<string, IndexedAddress>>;
  /** Each language's groups of words that mean the same, by its tag, which its index counts as one. */
  synonyms?: Readonly<Record<string, readonly (readonly string[])[]>>;
  /**
   * Whether the pages are for the offline archive, read from a folder: each is drawn at its file's
   * address, so its links name files, and carries no script, since browsers refuse module scripts
   * from a folder and every page works without them.
   */
  offline?: boolean;
}

/** The address a page is drawn at: its own, or its file's for the offline archive. */
export function drawnAt(url: string, setup: PageSetup): string {
  return setup.offline && !url.endsWith(NOT_FOUND_URL) ? fileAddress(url) : url;
}

/** A page once written: what the sitemap and the search page need, its digest, its sections' terms. */
export interface WrittenPage {
  page: PrerenderedPage;
  /** Its title as search lists it: its h1, or its meta title. */
  title: string;
  digest: ManifestFile;
  /** For a page search indexes, its sections' terms, once their files are written. */
  sections?: ScoredSection[];
}

/** The address the not-found page is drawn at; it is written to `404.html`. */
export const NOT_FOUND_URL = '/404';

/** The file a page is written to, relative to the output folder. */
export function pageFile(url: string): string {
  if (url.endsWith(NOT_FOUND_URL)) return `${url.slice(1)}.html`;
  const folder = url.replace(/^\/|\/$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

/** The same page in every language and x-default, for hreflang and the sitemap. */
function alternatesOf(english: string, languages: readonly Language[]): Alternate[] {
  const [source] = languages;
  return [
    ...languages.map((language) => ({
      hreflang: language.tag,
      url: localizedPath(english, language, source),
    })),
    { hreflang: 'x-default', url: english },
  ];
}

/** A drawn page made whole, and what is known of it once written. */
export function finishPage(
  url: string,
  result: RenderedPage,
  setup: PageSetup,
): { page: PrerenderedPage; html: string } {
  const status = url.endsWith(NOT_FOUND_URL) ? 404 : result.status;
  const indexable = status === 200 && result.meta.indexable !== false;
  // A page shown in English, for want of a translation, names the English page as the one to index.
  const missing = result.translation === 'missing';
  const alternates = indexable ? alternatesOf(result.source, setup.languages) : undefined;
  const scripts = setup.offline ? { imports: [], entries: [] } : scriptFiles(setup.assets, result.scripts);
  const html = pageDocument(setup.template, url, result, {
    site: setup.site,
    feeds: setup.feeds,
    indexable,
    alternates,
    ...(missing && { canonical: result.source }),
    files: {
      stylesheets: [setup.assets.stylesheet],
      // A font's preload is a request in CORS mode, which a browser refuses for a page read from a
      // folder and reports as an error: the offline pages preload none, and the stylesheet's own
      // @font-face rules load the fonts where the browser lets a folder's page have them.
      fonts: setup.offline ? [] : (setup.assets.fonts[result.language.tag] ?? []),
      preloads: scripts.imports,
      scripts: scripts.entries,
    },
  });
  return {
    html,
    page: {
      url,
      file: pageFile(url),
      status,
      meta: result.meta,
      sitemap: (setup.sitemap[url] ?? false) && indexable && !missing,
      ...(alternates && { alternates }),
    },
  };
}

/** Each setup's synonyms as terms, by language tag, worked out once for all its pages. */
const SYNONYMS = new WeakMap<PageSetup, Map<string, Synonyms>>();
function synonymsOf(setup: PageSetup, tag: string): Synonyms {
  const made = SYNONYMS.get(setup) ?? new Map<string, Synonyms>();
  SYNONYMS.set(setup, made);
  let synonyms = made.get(tag);
  if (!synonyms) made.set(tag, (synonyms = synonymTerms(setup.synonyms?.[tag] ?? [])));
  return synonyms;
}

/**
 * Finishes a drawn page and writes it into `output`, with the files of its sections (SECTION_GROUP
 * to a file; a page's sections never share a file with another page's) when search indexes it. The
 * offline archive's pages, which load no search script, only say that they are indexed, for the
 * list of every page.
 */
export async function writePage(
  url: string,
  result: RenderedPage,
  setup: PageSetup,
  output: PageOutput,
): Promise<WrittenPage> {
  const { page, html } = finishPage(url, result, setup);
  const digest = await output.write(page.file, html);
  const index = page.status === 200 && page.meta.indexable !== false ? setup.indexed[url] : undefined;
  const text = index ? pageSections(result.html) : undefined;
  const title = text?.title || page.meta.title;
  if (!index || !text) return { page, title, digest };
  if (setup.offline) return { page, title, digest, sections: [] };
  const scored: ScoredSection[] = [];
  const files = new Map<string, SectionFile>();
  const synonyms = synonymsOf(setup, index.tag);
  const counted = countedSections({ ...text, title, url, ...index }, index.number, synonyms);
  for (const { section, ...each } of counted) {
    const file = sectionFilePath(index.tag, each.number).slice(1);
    files.set(file, { ...files.get(file), [each.number]: section });
    scored.push(each);
  }
  for (const [file, held] of files) await output.write(file, JSON.stringify(held));
  return { page, title, digest, sections: scored };
}

/**
 * A written page as a worker hands it to the build's thread. Copying between threads costs by the
 * value, and the sections' terms, hundreds of small pairs a page, cost more to copy than to draw the
 * page: they cross as one string (terms never hold the NUL character: ../../shared/search/tokenize.ts
 * keeps letters, digits and marks) and one array of counts.
 */
export interface PackedPage extends Omit<WrittenPage, 'sections'> {
  sections?: (Omit<ScoredSection, 'terms'> & { terms: string; counts: Float64Array })[];
}

const TERM_BETWEEN = '\0';

export function packPage({ sections, ...page }: WrittenPage): PackedPage {
  if (!sections) return page;
  return {
    ...page,
    sections: sections.map(({ terms, ...each }) => ({
      ...each,
      terms: terms.map(([term]) => term).join(TERM_BETWEEN),
      counts: Float64Array.from(terms, ([, count]) => count),
    })),
  };
}

export function unpackPage({ sections, ...page }: PackedPage): WrittenPage {
  if (!sections) return page;
  return {
    ...page,
    sections: sections.map(({ terms, counts, ...each }) => ({
      ...each,
      terms: terms === '' ? [] : terms.split(TERM_BETWEEN).map((term, place) => [term, counts[place]]),
    })),
  };
}
