import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { LoaderArgs } from './content/page';
import type { ContentReader } from './content/reader';
import { Layout } from './layout/Layout';
import type { RootData } from './content/page';
import type { PageHandle } from './layout/meta';
import { PageError } from './layout/PageError';
import { RouteError } from './layout/RouteError';
import table from 'virtual:masky/routes';

/** What every file in `src/pages/` exports: the page, what it says about itself, and what it loads. */
export interface PageModule {
  Component: ComponentType;
  // Each page's handle reads its own loader's data; the router keeps them together.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handle: PageHandle<any>;
  loader?: (args: LoaderArgs) => unknown;
}

/** The render's content, which the router hands every loader as its request context. */
const contentOf = (args: LoaderFunctionArgs) => args.context as ContentReader;

/**
 * The layout's data: the site's settings, on every page, the copy any page shows when its content
 * is missing, and in another language how the page's translation keeps up, which the layout shows.
 */
export function rootLoader(args: LoaderFunctionArgs): RootData {
  const content = contentOf(args);
  const translation = content.translation(new URL(args.request.url).pathname);
  const offlineCopy = content.offlineCopy();
  return {
    site: content.single('site'),
    notFound: content.single('notFoundPage'),
    languages: content.languages(),
    ...(translation && { translation }),
    ...(offlineCopy && { offlineCopy }),
  };
}

/**
 * The one routes list, for the prerender and the editor's preview: the layout, and under it each
 * page of the route table the registry makes (`pipeline/content/route-table.ts`). Both render it with
 * React Router's static handler, which routes, answers 404 for content that does not exist, and
 * shows the error page when a page fails. No router runs in a visitor's browser: a page is a
 * document, and moving between pages is an ordinary page load.
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
        return {
          Component,
          handle,
          loader:
            loader &&
            ((args: LoaderFunctionArgs) =>
              loader({ content: contentOf(args), params: args.params, pattern: args.pattern })),
        };
      },
    })),
  },
];
