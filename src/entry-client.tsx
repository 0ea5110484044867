import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { onContentUpdate, setLanguage } from './content/runtime';
import { rootLoader, routes } from './routes';
import './styles/index.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the page's module and content, as the prerender did. */
function initialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The router for this page. A host serves the not-found page (marked `data-status="404"`) for any
 * address the site lacks, such as a post that was never written: the page starts as that 404, with
 * the layout's content only, and asks for no content of the missing address.
 */
async function createRouter(): Promise<Router> {
  // A page in a language other than the site's own says where its language's addresses start (/fa),
  // and the router reads its addresses, and the app its content, in that language.
  const { base, status } = document.documentElement.dataset;
  setLanguage(base ? document.documentElement.lang : undefined);
  const basename = base || undefined;
  if (status !== '404') return createBrowserRouter(routes, { basename });
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  // React Router loads a lazy route's data while it hydrates, whatever error the page starts with, so
  // the matched page's module is loaded first, leaving the router nothing to fetch.
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const leaf = matches.at(-1)?.route.id;
  // The shape React Router gives a thrown 404 response, which the page's error boundary shows as not found.
  const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
  return createBrowserRouter(routes, {
    basename,
    hydrationData: { loaderData: { root: await rootLoader() }, errors: leaf ? { [leaf]: notFound } : null },
  });
}

async function start() {
  // The router loads the page's chunk and content modules (preloaded by the page's head) before the
  // first render, so that render matches the prerendered HTML and no data needs inlining in the page.
  const router = await createRouter();
  await initialized(router);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // The built site is prerendered and hydrates; the dev server sends an empty page and renders.
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a click that comes first hydrates its target at once.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // In the dev server, an editor's save redraws the page in place with the new content.
  if (import.meta.hot) onContentUpdate(() => void router.revalidate());
}

void start();
