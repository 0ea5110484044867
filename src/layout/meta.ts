import type { Params } from 'react-router-dom';

/** The title and description of one page, for the browser tab and search results. */
export interface PageMeta {
  title: string;
  description: string;
  /** The day the page's content last changed, YYYY-MM-DD, for the sitemap; absent when it has no date. */
  modified?: string;
  /** Present on a blog post, which is shared as an article: the day it was published and its tags. */
  article?: { published: string; tags: string[] };
}

/** What a page module tells the router about itself through its route's `handle`. */
export interface PageHandle {
  meta: (params: Params) => PageMeta;
}

/** Finds the meta of the deepest matched page that has one. */
export function metaOf(matches: readonly { handle?: unknown; params: Params }[]): PageMeta | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<PageHandle> | undefined;
    if (handle?.meta) return handle.meta(match.params);
  }
  return undefined;
}
