import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import type { PageHandle } from './layout/meta';
import { RouteError } from './layout/RouteError';
import { pageRoutes } from './route-table';

/** What every file in `src/pages/` exports: the page and what it says about itself. */
export interface PageModule {
  Component: ComponentType;
  handle: PageHandle;
}

// Each page is its own chunk, so a visitor downloads only the page, and the content, they open.
const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/** The one routes list, used by the browser, the server render and the prerender. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: pageRoutes.map(({ path, page }) => {
      const loadPage = pageModules[`./pages/${page}.tsx`];
      const child = {
        id: page,
        lazy: async () => {
          const { Component, handle } = await loadPage();
          return { Component, handle };
        },
      };
      return path === '/' ? { ...child, index: true } : { ...child, path: path.slice(1) || path };
    }),
  },
];
