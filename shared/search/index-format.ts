/**
 * The files of the search index, which the build writes under `search/<language tag>/` and the
 * browser reads a few of per query (Pagefind's layout, without its WebAssembly):
 *
 * - `manifest.json`: how many term shards there are, and how many sections the index holds.
 * - `t/<n>.json`, one term shard: every term whose first two characters hash to `n`, each with its
 *   postings, `[section, impact, section, impact, …]`, best first. The impact is the section's BM25
 *   score for the term, worked out at build time, so the browser only adds numbers. All the terms
 *   that start alike sit in one shard, so a word being typed (a prefix) and a word with a typo after
 *   its first two letters are found in the shard of the query's own word.
 * - `d/<n>.json`, a few sections of one page (SECTION_GROUP at most), by section number: each
 *   one's address with its #anchor, the page's title, the section's heading, the kind of page, and
 *   its text, fetched only for the results shown. A file per section would be a file for every
 *   heading of the site, tens of thousands of them, each costing the build and the host more to
 *   create and keep than its bytes; a file per page would fetch a long legal text whole for one
 *   of its sections.
 *
 * A section's number is its page's number times PAGE_SECTIONS plus its place on the page, so the
 * browser can tell two sections of one page apart from other pages without asking for either.
 */

/** The folder of a language's index, from the site's root. */
export const searchFolder = (tag: string) => `/search/${tag}`;
export const manifestPath = (tag: string) => `${searchFolder(tag)}/manifest.json`;
export const shardPath = (tag: string, shard: number) => `${searchFolder(tag)}/t/${shard}.json`;

/** The most sections one page is cut into; the rest of a very long page joins its last. */
export const PAGE_SECTIONS = 64;

/** The most sections one file of sections holds; PAGE_SECTIONS is a multiple of it, so a file holds one page's. */
export const SECTION_GROUP = 8;

/** The file that holds `section`, from the site's root. */
export const sectionFilePath = (tag: string, section: number) =>
  `${searchFolder(tag)}/d/${Math.floor(section / SECTION_GROUP)}.json`;

/** A file of sections: each section by its number. */
export type SectionFile = Record<string, SearchSection>;

export const pageOf = (section: number) => Math.floor(section / PAGE_SECTIONS);

export interface SearchManifest {
  version: 1;
  shards: number;
  sections: number;
}

/** Term → `[section, impact, section, impact, …]`, highest impact first. */
export type Shard = Record<string, number[]>;

/** One section of a page, as a result shows it. */
export interface SearchSection {
  /** Its address from the site's root, in its language, with the #anchor of its heading. */
  url: string;
  /** The same address as a link from the site's root folder (`fa/about/#x`), which works under any prefix. */
  href: string;
  /** The page's title. */
  title: string;
  /** The section's heading; empty for the part of a page above its first heading. */
  heading: string;
  /** The collection the page shows, such as `posts` or `privacyPolicy`: its kind. */
  kind: string;
  text: string;
}

/** The shard of a term: FNV-1a over its first two characters, so terms that start alike share one. */
export function shardOf(term: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (const character of [...term].slice(0, 2).join('')) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}
