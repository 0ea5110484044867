import { registry, type Language } from '../../schemas';
import { singleKey } from '../../shared/content-keys';
import { pagedPattern } from '../../shared/paths';
import { manifestPath, shardPath } from '../../shared/search/index-format';
import type { WrittenPage } from '../prerender/page-writer';
import type { SiteOutput } from '../prerender/site-output';
import { termShards, type IndexedAddress } from './search-index';

/**
 * The site's search, for each language: which pages it indexes (decided from the addresses, before
 * anything is drawn), the index of their sections under `search/<tag>/` (./search-index.ts), made
 * from what each page gave as it was drawn (pipeline/prerender/page-writer.ts), and the list of every
 * page it indexed, which the page that lists them shows (a reader without scripts searches it with
 * the browser's find-in-page). Nothing is read back from the written pages.
 */

/** A page of the site as the content gives it: its address, the collection it shows, its language. */
export interface SearchAddress {
  url: string;
  collection: string;
  /** The language's tag, for a page in a language other than the site's own. */
  language?: string;
  /** For such a page, its address in the site's own language. */
  source?: string;
}

/** One page of the list of every page: its title, its address, the kind of page it is. */
export interface EveryPageItem {
  title: string;
  url: string;
  kind: string;
}

/** The collections whose page lists every page: not indexed, and drawn last. */
const LISTING = new Set(
  Object.entries(registry).flatMap(([name, definition]) =>
    definition.kind === 'single' && definition.page?.listsEveryPage ? [name] : [],
  ),
);

/**
 * Each language's groups of words that mean the same, by its tag: the `synonyms` the page that lists
 * every page has in that language (its translation's own, or else the site's), which editors keep
 * beside the search page's words.
 */
export function searchSynonyms(
  languages: readonly Language[],
  get: (key: string) => unknown,
): Record<string, string[][]> {
  const [source] = languages;
  const synonyms: Record<string, string[][]> = {};
  for (const language of languages) {
    const tag = language.tag === source.tag ? undefined : language.tag;
    const groups = [...LISTING].flatMap(
      (name) => (get(singleKey(name, tag)) as { synonyms?: string[][] } | undefined)?.synonyms ?? [],
    );
    if (groups.length > 0) synonyms[language.tag] = groups;
  }
  return synonyms;
}

const asPattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** How much a list of a collection's entries counts against the entries themselves. */
const LIST_WEIGHT = 0.5;

/** The first page of each collection's list, such as /blog or /help. */
function listPages(): RegExp[] {
  return Object.values(registry).flatMap((definition) =>
    definition.kind === 'folder' && definition.list ? [asPattern(definition.list.path)] : [],
  );
}

/**
 * The addresses that repeat what another page says: the second and later pages of a list, the lists
 * of a tag, a legal text's history and its old versions. The registry names their patterns.
 */
function repeatedPages(): RegExp[] {
  const patterns: string[] = [];
  for (const definition of Object.values(registry)) {
    if (definition.kind === 'folder') {
      if (definition.list) patterns.push(pagedPattern(definition.list.path));
      for (const group of Object.values(definition.groups ?? {})) {
        patterns.push(group.path, pagedPattern(group.path));
      }
    } else if (definition.versions) {
      patterns.push(definition.versions.history.path, `${definition.versions.history.path}/:version`);
    }
  }
  return patterns.map(asPattern);
}

/**
 * What search indexes, decided from the addresses: each indexed page's kind, weight and number, and
 * the listing pages. Deciding the numbers here lets each page's sections be written as it is drawn.
 */
export function searchPlan(
  addresses: readonly SearchAddress[],
  sourceTag: string,
): {
  indexed: Record<string, IndexedAddress>;
  listing: string[];
} {
  const repeated = repeatedPages();
  const lists = listPages();
  const indexed: Record<string, IndexedAddress> = {};
  const counts = new Map<string, number>();
  const listing: string[] = [];
  for (const address of addresses) {
    if (LISTING.has(address.collection)) {
      listing.push(address.url);
      continue;
    }
    const own = address.source ?? address.url;
    if (repeated.some((pattern) => pattern.test(own))) continue;
    const list = lists.some((pattern) => pattern.test(own));
    const tag = address.language ?? sourceTag;
    const number = counts.get(tag) ?? 0;
    counts.set(tag, number + 1);
    // A list counts for less than its entries; each collection counts as much as the registry says.
    const definition = registry[address.collection as keyof typeof registry] as
      { searchWeight?: number } | undefined;
    const weight = (list ? LIST_WEIGHT : 1) * (definition?.searchWeight ?? 1);
    indexed[address.url] = { kind: address.collection, ...(weight !== 1 && { weight }), tag, number };
  }
  return { indexed, listing };
}

/** The pages of each language that search indexed, in the order of the addresses, by language tag. */
function indexedByLanguage(
  written: readonly WrittenPage[],
  addresses: readonly SearchAddress[],
  languages: readonly Language[],
): Map<string, WrittenPage[]> {
  const byUrl = new Map(written.map((page) => [page.page.url, page]));
  const [source] = languages;
  const lists = new Map(languages.map((language) => [language.tag, [] as WrittenPage[]]));
  for (const address of addresses) {
    const page = byUrl.get(address.url);
    if (page?.sections) lists.get(address.language ?? source.tag)?.push(page);
  }
  return lists;
}

/** The list of every page search indexed, per language tag, for the page that lists them. */
export function everyPage(
  written: readonly WrittenPage[],
  addresses: readonly SearchAddress[],
  languages: readonly Language[],
): Map<string, EveryPageItem[]> {
  const kinds = new Map(addresses.map((address) => [address.url, address.collection]));
  return new Map(
    [...indexedByLanguage(written, addresses, languages)].map(([tag, pages]) => [
      tag,
      pages.map((page) => ({ title: page.title, url: page.page.url, kind: kinds.get(page.page.url)! })),
    ]),
  );
}

/** What was written, per language tag: the pages indexed and the index's sizes. */
export type SearchSummary = Record<string, { pages: number; sections: number; shards: number }>;

/**
 * Writes each language's manifest and term shards into `output`, from the sections its pages gave
 * as they were drawn; each section's own file was written as its page came back.
 */
export async function writeSiteSearch(
  output: SiteOutput,
  input: {
    written: readonly WrittenPage[];
    addresses: readonly SearchAddress[];
    languages: readonly Language[];
  },
): Promise<SearchSummary> {
  const summary: SearchSummary = {};
  for (const [tag, pages] of indexedByLanguage(input.written, input.addresses, input.languages)) {
    const index = termShards(pages.flatMap((page) => page.sections!));
    await output.write(manifestPath(tag).slice(1), JSON.stringify(index.manifest));
    for (const [number, shard] of index.shards.entries())
      await output.write(shardPath(tag, number).slice(1), JSON.stringify(shard));
    summary[tag] = { pages: pages.length, sections: index.manifest.sections, shards: index.shards.length };
  }
  return summary;
}
