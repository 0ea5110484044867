import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { metaOf, type PageMeta } from './layout/meta';
import { routes } from './routes';

/** One prerendered page: its markup, its meta, and the page modules it was drawn with. */
export interface RenderResult {
  html: string;
  status: number;
  meta?: PageMeta;
  /** The ids of the matched routes, which name the page files in `src/pages/`. */
  routeIds: string[];
}

/** Renders one URL of the site to HTML with the router's static handler. */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${url} redirects to ${context.headers.get('Location')}; the site has no redirects`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* hydrate={false}: the pages have no loaders, so there is no data to inline in a script. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    html,
    status: context.statusCode,
    meta: metaOf(context.matches.map((match) => ({ handle: match.route.handle, params: match.params }))),
    routeIds: context.matches.map((match) => match.route.id),
  };
}

export { default as blogPage } from 'virtual:content/blogPage';
export { default as posts } from 'virtual:content/posts';
export { default as site } from 'virtual:content/site';
