/**
 * The keys of the content pages read: one per page's worth of content (a page's copy, one page of a
 * list, one entry with its body, a legal text's history or one of its versions), and one per page in
 * another language for how its translation keeps up. The build makes the data behind each key
 * (pipeline/content/content-by-key.ts), and a page's loader asks for it by name through its render's
 * content reader (src/content/reader.ts). A post page reads its own entry, so it costs the same
 * whether the blog holds three posts or thirty thousand.
 */

/** Any key in a language other than the site's own, such as `fa/blog/hello`; the key itself in the site's own. */
export function inLanguage(key: string, language?: string): string {
  return language ? `${language}/${key}` : key;
}

/** A collection kept in one file, such as the home page's copy, in the site's own language or another's. */
export function singleKey(collection: string, language?: string): string {
  return inLanguage(collection, language);
}

/**
 * How one page in a language other than the site's own keeps up with its English, by the page's
 * address (`/fa/blog/hello`); the hyphen keeps it apart from every collection's keys.
 */
export function pageTranslationKey(url: string): string {
  return `page-translation${url}`;
}

/**
 * The day an offline copy of the site was made (`{ made: '2026-12-02' }`), which every page of the
 * offline archive shows; the key is absent from every other build.
 */
export const OFFLINE_COPY_KEY = 'offline-copy';

/**
 * The day a build is made for (`'2026-12-02'`, pipeline/content/build-day.ts), by which a page says
 * whether something is late, so that a build of one commit says the same on any day; the key is
 * absent where no build draws the page, such as the editor's preview.
 */
export const BUILD_DAY_KEY = 'build-day';

/** One entry of a folder collection, such as a blog post, body included. */
export function entryKey(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/** One page of a collection's list, from 1. */
export function listPageKey(collection: string, page: number): string {
  return `${collection}/page/${page}`;
}

/** One page of the list of entries that share a value, such as a tag. */
export function groupPageKey(collection: string, group: string, value: string, page: number): string {
  return `${collection}/${group}/${value}/page/${page}`;
}

/** A guarded text's history: every recorded version, and what changed in each. */
export function historyKey(collection: string): string {
  return `${collection}/history`;
}

/** One recorded version of a guarded text, its whole wording. */
export function versionKey(collection: string, name: string): string {
  return `${collection}/versions/${name}`;
}

/** Every page of a language that search indexes, by kind, for the page that lists them all. */
export function everyPageKey(language?: string): string {
  return inLanguage('every-page', language);
}

/** Finds the data at a key, or undefined when the site has none there. */
export type ContentLookup = (key: string) => unknown;
