import { data, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { Site } from '../../schemas';
import type { RootData } from '../layout/meta';
import { ContentNotFound, type TranslatedPage } from './runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLoader = (...args: any[]) => Promise<unknown>;

/** What a page's loader hands its component. */
export type LoaderData<L extends AnyLoader> = Awaited<ReturnType<L>>;

/** The data the page's own loader read, typed by that loader. */
export function usePageData<L extends AnyLoader>(): LoaderData<L> {
  return (useLoaderData() as TranslatedPage<LoaderData<L>>).page;
}

/** The site's settings, which the layout reads for every page. */
export function useSite(): Site {
  return (useRouteLoaderData('root') as RootData).site;
}

/** Reads several content modules at once and hands them back by name. */
export async function loadAll<T extends Record<string, Promise<unknown>>>(
  loads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(loads));
  return Object.fromEntries(Object.keys(loads).map((key, index) => [key, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * The number of a list's page from its address: none for the first page (`/blog`), 2 and up for
 * `/blog/page/2`. The first page has one address only, so `/blog/page/1` is not a page.
 */
export function pageNumber(param: string | undefined): number {
  if (param === undefined) return 1;
  if (!/^[1-9]\d*$/.test(param) || param === '1') throw data(null, { status: 404, statusText: 'Not Found' });
  return Number(param);
}

/**
 * Turns a missing content module into the router's 404, which the page's error boundary shows as
 * the not-found page: a post that does not exist, or a page of a list past its last.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ContentNotFound) throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
