import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderedPage, ServerEntry } from '../shared/server-entry';
import { languageBase, splitLanguage } from '../shared/languages';
import {
  languages,
  recordReads,
  setContentSource,
  setLanguage,
  type TranslatedPage,
} from './content/runtime';
import { metaOf } from './layout/meta';
import { routes } from './routes';
import { Mascot } from './ui/Mascot';
import table from 'virtual:masky/routes';

/** One handler per language, each with its language's addresses: /fa/about reaches the about page in Persian. */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();

function handlerFor(base: string) {
  if (!handlers.has(base)) handlers.set(base, createStaticHandler(routes, { basename: base || undefined }));
  return handlers.get(base)!;
}

/** The page module each route is drawn with, by the route's id. */
const pageOfRoute = new Map(table.map((route) => [route.id, route.page]));

/** Renders one address of the site to HTML with the router's static handler. */
async function render(url: string): Promise<RenderedPage> {
  const all = await languages();
  const { language, path: source } = splitLanguage(new URL(url, 'http://localhost').pathname, all);
  const base = languageBase(language, all[0]);
  setLanguage(base ? language.tag : undefined);
  const handler = handlerFor(base);
  const reads = recordReads();
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${url} redirects to ${context.headers.get('Location')}; the site has no redirects`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* hydrate={false}: the browser reads the same content modules again, so nothing is inlined. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    handle: match.route.handle,
    params: match.params,
    data: context.loaderData[match.route.id],
  }));
  const meta = metaOf(matches);
  if (!meta) throw new Error(`${url} has no title: its page module exports no handle.meta`);
  const leaf = context.matches.at(-1);
  const page = leaf && (context.loaderData[leaf.route.id] as TranslatedPage<unknown> | undefined);
  return {
    html,
    language: { tag: language.tag, dir: language.dir, base, locale: language.locale },
    source,
    ...(page?.translation && { translation: page.translation.state }),
    status: context.statusCode,
    meta,
    pages: context.matches
      .filter((match) => match.route.id !== 'root')
      .map((match) => pageOfRoute.get(match.route.id)!),
    contentUrls: [...reads],
  };
}

/** The mascot as SVG markup, drawn by the same component as on the home page. */
function mascotSvg(label: string): string {
  return renderToStaticMarkup(<Mascot label={label} />);
}

const entry: ServerEntry = { render, setContentSource, mascotSvg };
export default entry;
