import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { languages, single, withTranslation } from './content/runtime';
import { Layout } from './layout/Layout';
import type { PageHandle, RootData } from './layout/meta';
import { PageError } from './layout/PageError';
import { RouteError } from './layout/RouteError';
import table from 'virtual:masky/routes';

/** What every file in `src/pages/` exports: the page, what it says about itself, and what it loads. */
export interface PageModule {
  Component: ComponentType;
  // Each page's handle reads its own loader's data; the router keeps them together.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handle: PageHandle<any>;
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
}

/** The layout's data: the site's settings, on every page, and the copy any page shows when its content is missing. */
export async function rootLoader(): Promise<RootData> {
  const [site, notFound, all] = await Promise.all([single('site'), single('notFoundPage'), languages()]);
  return { site, notFound, languages: all };
}

/**
 * The one routes list, used by the browser, the server render and the prerender: the layout, and
 * under it each page of the route table the registry makes (`pipeline/content/routes.ts`). Each page
 * is its own chunk, so a visitor downloads only the page, and the content, they open.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    loader: rootLoader,
    ErrorBoundary: RouteError,
    children: table.map(({ id, path, load }) => ({
      id,
      ...(path === '/' ? { index: true } : { path: path.replace(/^\//, '') }),
      ErrorBoundary: PageError,
      lazy: async () => {
        const { Component, handle, loader } = (await load()) as PageModule;
        // Every page's data comes with how its translation keeps up, which the layout shows.
        return {
          Component,
          handle,
          // The not-found page says nothing of translations: the browser draws it from the layout's
          // data alone, for any address, and must draw what the prerender drew.
          loader: loader && ((args: LoaderFunctionArgs) => withTranslation(() => loader(args), path !== '*')),
        };
      },
    })),
  },
];
