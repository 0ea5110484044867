import { data, useLoaderData, useRouteLoaderData, type Params } from 'react-router-dom';
import type { Language, NotFoundPage, PageTranslation, Site } from '../../schemas';
import { ContentNotFound, type ContentReader } from './reader';

/**
 * The data of the layout's loader, which every page has: the site's settings, and the not-found
 * page's copy, which any page shows when its content does not exist.
 */
export interface RootData {
  site: Site;
  notFound: NotFoundPage;
  /** The site's languages, its own first, for the language switcher. */
  languages: Language[];
  /** In a language other than the site's own: whether the page is translated, outdated or missing. */
  translation?: PageTranslation;
  /** On a page of the offline archive: the day its copy was made. */
  offlineCopy?: { made: string };
}

/** What a page's loader is given: its render's content, the address's parameters, and the route's pattern. */
export interface LoaderArgs {
  content: ContentReader;
  params: Params;
  /** The route's pattern, such as /privacypolicy/history/:version. */
  pattern: string;
}

/** A page's loader: it picks the content the page shows. */
export type PageLoader = (args: LoaderArgs) => unknown;

/** What a page's loader hands its component. */
export type LoaderData<L extends PageLoader> = ReturnType<L>;

/** The data the page's own loader read, typed by that loader. */
export function useLoaded<L extends PageLoader>(): LoaderData<L> {
  return useLoaderData() as LoaderData<L>;
}

/** The site's settings, which the layout reads for every page. */
export function useSite(): Site {
  return (useRouteLoaderData('root') as RootData).site;
}

/** The router's 404, which the page's error boundary shows as the not-found page. */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The number of a list's page from its address: none for the first page (`/blog`), 2 and up for
 * `/blog/page/2`. The first page has one address only, so `/blog/page/1` is not a page.
 */
export function pageNumber(param: string | undefined): number {
  if (param === undefined) return 1;
  if (!/^[1-9]\d*$/.test(param) || param === '1') notFound();
  return Number(param);
}

/**
 * Turns missing content into the router's 404, which the page's error boundary shows as the
 * not-found page: a post that does not exist, or a page of a list past its last.
 */
export function orNotFound<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentNotFound) notFound();
    throw error;
  }
}
