import type { Params, UIMatch } from 'react-router-dom';
import type { Language, NotFoundPage, Site } from '../../schemas';
import type { TranslatedPage } from '../content/reader';
import type { PageMeta } from '../../shared/page-meta';

export type { PageMeta };

/** What a page's `meta` reads: its loader's data, the address's parameters, and the site's settings. */
export interface MetaArgs<D> {
  data: D;
  params: Params;
  site: Site;
}

/** What a page module tells the router about itself through its route's `handle`. */
export interface PageHandle<D = never> {
  meta: (args: MetaArgs<D>) => PageMeta;
}

/**
 * The data of the layout's loader, which every page has: the site's settings, and the not-found
 * page's copy, which any page shows when its content does not exist.
 */
export interface RootData {
  site: Site;
  notFound: NotFoundPage;
  /** The site's languages, its own first, for the language switcher. */
  languages: Language[];
}

/**
 * Finds the meta of the deepest matched page. Every page has a loader, so a page without data is
 * one whose content could not be found, and it has the not-found page's meta.
 */
export function metaOf(
  matches: readonly Pick<UIMatch, 'handle' | 'params' | 'data' | 'id'>[],
): PageMeta | undefined {
  const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  if (!root) return undefined;
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<PageHandle<unknown>> | undefined;
    if (!handle?.meta) continue;
    if (match.data === undefined) return { ...root.notFound.meta, indexable: false };
    const { page } = match.data as TranslatedPage<unknown>;
    return handle.meta({ data: page, params: match.params, site: root.site });
  }
  return undefined;
}
