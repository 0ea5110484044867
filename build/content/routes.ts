import { existsSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../../schemas';
import { pagedPattern } from './paths';

/** One route of the site: an address pattern and the page module that draws it. */
export interface RouteDefinition {
  /** The route's id, unique: the page's name, with `:paged` for a list's later pages. */
  id: string;
  /** The address pattern, such as `/blog/:id`; `*` for the not-found page. */
  path: string;
  /** The page module's name: `src/pages/<page>.tsx`. */
  page: string;
}

/** Where the page modules are, relative to the project's root. */
export const PAGES_DIR = 'src/pages';

/** The source file of a page module, as the build's manifest names it. */
export function pageSource(page: string): string {
  return `${PAGES_DIR}/${page}.tsx`;
}

/**
 * Every route of the site, from the registry: each collection's pages, and for a list the pattern
 * of its later pages. The browser router, the server render and the prerender all use this list.
 */
export function routeDefinitions(): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  const paged = (route: { path: string; page: string }) => {
    routes.push({ id: route.page, path: route.path, page: route.page });
    routes.push({ id: `${route.page}:paged`, path: pagedPattern(route.path), page: route.page });
  };
  for (const definition of Object.values(collections)) {
    if (definition.kind === 'single') {
      if ('page' in definition && definition.page) {
        routes.push({ id: definition.page.page, path: definition.page.path, page: definition.page.page });
      }
      continue;
    }
    routes.push({ id: definition.entry.page, path: definition.entry.path, page: definition.entry.page });
    if (definition.list) paged(definition.list);
    for (const group of Object.values(definition.groups ?? {})) paged(group);
  }
  return routes;
}

/** Says which page modules the registry names but the project does not have. */
export function missingPages(root: string): string[] {
  return routeDefinitions()
    .filter((route) => !route.id.endsWith(':paged') && !existsSync(path.join(root, pageSource(route.page))))
    .map(
      (route) =>
        `The registry (schemas/collections.ts) says ${route.path} is drawn by ${pageSource(route.page)}, which does not exist; add that page, or correct the registry's page name`,
    );
}
