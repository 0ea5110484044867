import { existsSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../../schemas';
import { pagedPattern } from '../../shared/paths';

/** One route of the site: an address pattern and the page module that draws it. */
export interface RouteDefinition {
  /** Unique: the page's name, with `:paged` for a list's later pages, or its address when shared. */
  id: string;
  /** Such as `/blog/:id`; `*` for the not-found page. */
  path: string;
  /** The page module's name: `src/pages/<page>.tsx`. */
  page: string;
  collection: string;
}

/** The source file of a page module, as the build's manifest names it. */
export function pageSource(page: string): string {
  return `src/pages/${page}.tsx`;
}

/**
 * Every route of the site, from the registry: each collection's pages, and for a list the pattern
 * of its later pages. The browser router, the server render and the prerender all use this list.
 */
export function routeDefinitions(): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  // A page module may draw the pages of several collections, as the legal page draws both legal
  // texts; each of those routes' ids then names its address too, so that every id stays unique.
  const singlePages = Object.values(registry).flatMap((definition) =>
    definition.kind === 'single' && definition.page ? [definition.page.page] : [],
  );
  const shared = (page: string) => singlePages.filter((name) => name === page).length > 1;
  for (const [collection, definition] of Object.entries(registry)) {
    const add = (route: { path: string; page: string }, id = route.page) =>
      routes.push({ id, path: route.path, page: route.page, collection });
    if (definition.kind === 'single') {
      const { page } = definition;
      if (page) add(page, shared(page.page) ? `${page.page}:${page.path}` : page.page);
      if (definition.versions) {
        const { history } = definition.versions;
        // One history page for each guarded text, and the same page shows each of its versions.
        add(history, `${history.page}:${history.path}`);
        add(
          { path: `${history.path}/:version`, page: history.page },
          `${history.page}:${history.path}/version`,
        );
      }
      continue;
    }
    if (definition.entry) add(definition.entry);
    const lists = [...(definition.list ? [definition.list] : []), ...Object.values(definition.groups ?? {})];
    for (const list of lists) {
      add(list);
      // A list is paged only when its collection gives a page size; its later pages share its page module.
      if (definition.list?.pageSize)
        add({ path: pagedPattern(list.path), page: list.page }, `${list.page}:paged`);
    }
  }
  return routes;
}

/** The page modules the registry names but the project does not have. */
export function missingPages(root: string): string[] {
  return routeDefinitions()
    .filter((route, index, all) => all.findIndex((other) => other.page === route.page) === index)
    .filter((route) => !existsSync(path.join(root, pageSource(route.page))))
    .map(
      (route) =>
        `The registry (schemas/collections.ts) says ${route.path} is drawn by ${pageSource(route.page)}, which does not exist; add that page, or correct the registry's page name`,
    );
}
