import { StrictMode, type ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { Language } from '../schemas/languages';
import type { PageTranslation } from '../schemas/translation';
import { singleKey, type ContentLookup } from '../shared/content-keys';
import { languageBase, splitLanguage } from '../shared/languages';
import type { PageMeta } from '../shared/page-meta';
import { namesFiles, fileAddress } from '../shared/paths';
import type { RootData } from './content/page';
import { ContentReader } from './content/reader';
import { metaOf } from './layout/meta';
import { PageAddressContext } from './lib/locale';
import { routes } from './routes';
import table from 'virtual:masky/routes';

/** One address of the site, routed and loaded, ready to be drawn. */
export interface RoutedPage {
  /** The page as a React element, for `renderToString` at build time or `createRoot` in the editor's preview. */
  element: ReactElement;
  status: number;
  meta: PageMeta;
  language: Language;
  /** The part the page's addresses start with: '' in the site's own language, /fa in Persian. */
  base: string;
  /** The address of the same page in the site's own language. */
  source: string;
  /** In a language other than the site's own: whether the page is translated, outdated or missing. */
  translation?: PageTranslation;
  /** The page modules it is drawn with, `src/pages/<page>.tsx`. */
  pages: string[];
  /** The address its links are written relative to; none when they are written from the site's root. */
  linksFrom?: string;
}

/**
 * React Router's static handler for the pages under a language's base, made once per base: making
 * one compiles every route's pattern again, which cost a large build more than a second.
 */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function staticHandler(base: string) {
  let handler = handlers.get(base);
  if (!handler) handlers.set(base, (handler = createStaticHandler(routes, { basename: base || undefined })));
  return handler;
}

/** The page module each route is drawn with, by the route's id. */
const pageOfRoute = new Map(table.map((route) => [route.id, route.page]));

/**
 * Routes one address of the site and loads its content with React Router's static handler, which
 * gives the page, its 404 status for content that does not exist, and the error page when a page
 * fails. The content comes from `lookup`, read through a reader made for this render alone, so
 * nothing is set before a page and reset after it.
 */
export async function routePage(
  url: string,
  lookup: ContentLookup,
  options: { relativeLinks?: boolean } = {},
): Promise<RoutedPage> {
  const address = new URL(url, 'http://localhost');
  // A page's address may come with its slash, /about/, or its file, /about/index.html, as a host
  // serves it; both are the page /about. Drawn at its file's address, as the offline archive draws
  // every page, its links name files too (shared/paths.ts `relativeAddress`).
  const readFromFile = namesFiles(address.pathname);
  address.pathname = address.pathname.replace(/\/(index\.html)?$/, '') || '/';
  const languages = lookup(singleKey('languages')) as Language[];
  const { language, path: source } = splitLanguage(address.pathname, languages);
  const base = languageBase(language, languages[0]);
  const content = new ContentReader(lookup, base ? language.tag : undefined);
  const handler = staticHandler(base);
  const context = await handler.query(new Request(address), { requestContext: content });
  if (context instanceof Response) {
    throw new Error(`${url} redirects to ${context.headers.get('Location')}; the site has no redirects`);
  }
  const meta = metaOf(
    context.matches.map((match) => ({
      id: match.route.id,
      handle: match.route.handle,
      params: match.params,
      data: loaderData(context, match.route.id),
    })),
  );
  if (!meta) throw new Error(`${url} has no title: its page module exports no handle.meta`);
  const leaf = context.matches.at(-1);
  const { translation } = (loaderData(context, 'root') as RootData | undefined) ?? {};
  const router = createStaticRouter(handler.dataRoutes, context);
  // A not-found page is served for any address a host lacks, at any depth, so its links cannot be
  // written from where it is: they stay written from the site's root, which is where hosts serve it.
  const notFound = context.statusCode === 404 || leaf?.route.path === '*';
  const from =
    options.relativeLinks && !notFound
      ? readFromFile
        ? fileAddress(address.pathname)
        : address.pathname
      : undefined;
  return {
    element: (
      <StrictMode>
        <PageAddressContext.Provider value={from}>
          {/* Nothing of the router runs in the browser, so nothing of its state goes into the page. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageAddressContext.Provider>
      </StrictMode>
    ),
    status: context.statusCode,
    meta,
    language,
    base,
    source,
    ...(translation && { translation }),
    pages: context.matches
      .filter((match) => match.route.id !== 'root')
      .map((match) => pageOfRoute.get(match.route.id)!),
    ...(from !== undefined && { linksFrom: from }),
  };
}

const loaderData = (context: StaticHandlerContext, id: string): unknown => context.loaderData[id];
