/** The event the dev server sends an open page when what it shows has changed: its content or its code. */
export const PAGE_UPDATE_EVENT = 'masky:page-update';

/**
 * The event the dev server sends the site's open pages when the content has problems: the content
 * check's report, which the page shows over itself until the content is right again.
 */
export const CONTENT_PROBLEMS_EVENT = 'masky:content-problems';

/** The id of the report on the page the dev server draws in place of any while the content has problems. */
export const CONTENT_PROBLEMS_ID = 'content-problems';

/** What CONTENT_PROBLEMS_EVENT carries: the report, as `npm run check:content` prints it. */
export interface ContentProblems {
  message: string;
}
