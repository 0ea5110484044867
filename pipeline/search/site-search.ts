import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registry, type Language } from '../../schemas';
import { pagedPattern, relativeAddress } from '../../shared/paths';
import { manifestPath, sectionPath, shardPath } from '../../shared/search/index-format';
import { escapeHtml } from '../seo/head';
import type { PrerenderedPage } from '../prerender/prerender';
import { FileWriter } from '../prerender/writer';
import { buildIndex, type IndexedPage } from './search-index';
import { pageSections } from './sections';

/**
 * The site's search, written after the prerender: for each language, the index of its pages
 * (./search-index.ts) under `search/<tag>/`, and, on its search page, the list of every page it
 * indexed, by kind, which a reader without scripts searches with the browser's find-in-page.
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

/** The collection whose page is the search page: it is not indexed, and it carries the list. */
export const SEARCH_COLLECTION = 'searchPage';

/** Where the search page leaves room for the list of every page, which only the build knows. */
export const ALL_PAGES_MARKER = '<div data-search-all=""></div>';

/** The search page's copy the list needs, which the page writes for its script as JSON. */
const COPY_PATTERN = /<script type="application\/json" data-search-copy="">([^<]*)<\/script>/;

/**
 * The addresses that repeat what another page says: the second and later pages of a list, the lists
 * of a tag, a legal text's history and its old versions. The registry names their patterns.
 */
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

interface SearchCopy {
  kinds: Record<string, string>;
  otherKind: string;
  allPages: string;
}

function allPagesList(pages: readonly IndexedPage[], copy: SearchCopy, from: string): string {
  const byKind = new Map<string, IndexedPage[]>();
  for (const page of pages) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page]);
  // Kinds in the order the copy names them, then any it does not, under its word for other pages.
  const named = Object.keys(copy.kinds).filter((kind) => byKind.has(kind));
  const others = [...byKind.keys()].filter((kind) => !(kind in copy.kinds));
  const groups: [string, IndexedPage[]][] = named.map((kind) => [copy.kinds[kind], byKind.get(kind)!]);
  if (others.length > 0) groups.push([copy.otherKind, others.flatMap((kind) => byKind.get(kind)!)]);
  const items = groups.map(
    ([label, list]) =>
      `<section class="search-all__kind"><h3>${escapeHtml(label)}</h3><ul>${list
        .map(
          (page) =>
            `<li><a href="${escapeHtml(relativeAddress(page.url, from))}" dir="auto">${escapeHtml(page.title)}</a></li>`,
        )
        .join('')}</ul></section>`,
  );
  return `<div class="search-all" data-search-all=""><h2 id="all-pages">${escapeHtml(copy.allPages)}</h2>${items.join('')}</div>`;
}

export interface SearchInput {
  pages: readonly PrerenderedPage[];
  addresses: readonly SearchAddress[];
  languages: readonly Language[];
}

/** What was written, per language tag: the pages indexed and the index's sizes. */
export type SearchSummary = Record<string, { pages: number; sections: number; shards: number }>;

export async function writeSiteSearch(outDir: string, input: SearchInput): Promise<SearchSummary> {
  const written = new Map(input.pages.map((page) => [page.url, page]));
  const repeated = repeatedPages();
  const lists = listPages();
  const [source] = input.languages;
  const writer = new FileWriter(outDir);
  const summary: SearchSummary = {};
  for (const language of input.languages) {
    const own = (address: SearchAddress) => (address.language ?? source.tag) === language.tag;
    const addresses = input.addresses.filter(own);
    const indexed: IndexedPage[] = [];
    for (const address of addresses) {
      const page = written.get(address.url);
      if (address.collection === SEARCH_COLLECTION || !page || page.status !== 200) continue;
      if (page.meta.indexable === false) continue;
      if (repeated.some((pattern) => pattern.test(address.source ?? address.url))) continue;
      const text = pageSections(await readFile(path.join(outDir, page.file), 'utf8'));
      if (!text) continue;
      const list = lists.some((pattern) => pattern.test(address.source ?? address.url));
      indexed.push({
        ...text,
        title: text.title || page.meta.title,
        url: address.url,
        kind: address.collection,
        ...(list && { weight: LIST_WEIGHT }),
      });
    }
    const index = buildIndex(indexed);
    await writer.write(manifestPath(language.tag).slice(1), JSON.stringify(index.manifest));
    for (const [number, shard] of index.shards.entries())
      await writer.write(shardPath(language.tag, number).slice(1), JSON.stringify(shard));
    for (const [number, section] of index.sections)
      await writer.write(sectionPath(language.tag, number).slice(1), JSON.stringify(section));
    summary[language.tag] = {
      pages: indexed.length,
      sections: index.sections.size,
      shards: index.shards.length,
    };

    const searchPage = addresses.find((address) => address.collection === SEARCH_COLLECTION);
    const file = searchPage && written.get(searchPage.url)?.file;
    if (!searchPage || !file) continue;
    const html = await readFile(path.join(outDir, file), 'utf8');
    const copyJson = COPY_PATTERN.exec(html)?.[1];
    if (!copyJson || !html.includes(ALL_PAGES_MARKER))
      throw new Error(
        `The search page ${searchPage.url} has no room for the list of pages (${ALL_PAGES_MARKER})`,
      );
    const copy = JSON.parse(copyJson) as SearchCopy;
    await writer.write(file, html.replace(ALL_PAGES_MARKER, allPagesList(indexed, copy, searchPage.url)));
  }
  await writer.done();
  return summary;
}
