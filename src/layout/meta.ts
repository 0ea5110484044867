import type { Params, UIMatch } from 'react-router-dom';
import type { Site } from '../../schemas';
import type { RootData } from '../content/page';
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
    return handle.meta({ data: match.data, params: match.params, site: root.site });
  }
  return undefined;
}
