/** The title and description of one page, for the browser tab and search results. */
export interface PageMeta {
  title: string;
  description: string;
  /** The day the page's content last changed, YYYY-MM-DD, for the sitemap; absent when it has no date. */
  modified?: string;
  /** Present on a blog post, which is shared as an article: the day it was published and its tags. */
  article?: { published: string; tags: string[] };
  /** False for a page search engines should leave out, such as the not-found page. */
  indexable?: boolean;
}
