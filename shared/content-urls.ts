/**
 * The addresses of the content modules: small JavaScript modules, one per page's worth of content,
 * that the pages load. The build writes them under `/_content/`, the dev server serves them as
 * modules that update in place, and the prerender reads the same addresses from memory, so a page
 * is drawn from the same data on the server and in the browser.
 *
 * Their names never change with their content, so hosts serve them with `no-cache` (see
 * pipeline/security/headers.ts): a visitor always gets the current copy, revalidated.
 */
export const CONTENT_BASE = '/_content';

/**
 * The module of a collection kept in one file, such as the home page's copy: in the site's own
 * language, or, given another language's tag, in that language.
 */
export function singleUrl(collection: string, language?: string): string {
  return language ? `${CONTENT_BASE}/${language}/${collection}.js` : `${CONTENT_BASE}/${collection}.js`;
}

/** The module that says how each translated file of a language keeps up with its English. */
export function translationUrl(language: string): string {
  return `${CONTENT_BASE}/${language}/translation.js`;
}

/** The module of one entry of a folder collection, such as a blog post, body included. */
export function entryUrl(collection: string, id: string): string {
  return `${CONTENT_BASE}/${collection}/${id}.js`;
}

/** The module of one page of a collection's list, from 1. */
export function listPageUrl(collection: string, page: number): string {
  return `${CONTENT_BASE}/${collection}/page/${page}.js`;
}

/** The module of one page of the list of entries that share a value, such as a tag. */
export function groupPageUrl(collection: string, group: string, value: string, page: number): string {
  return `${CONTENT_BASE}/${collection}/${group}/${value}/page/${page}.js`;
}

/** The event the dev server's content modules send in the browser when an editor's change reaches them. */
export const CONTENT_UPDATE_EVENT = 'masky:content-update';

/** The module of a guarded text's history: every recorded version, and what changed in each. */
export function historyUrl(collection: string): string {
  return `${CONTENT_BASE}/${collection}/history.js`;
}

/** The module of one recorded version of a guarded text, its whole wording. */
export function versionUrl(collection: string, name: string): string {
  return `${CONTENT_BASE}/${collection}/versions/${name}.js`;
}
