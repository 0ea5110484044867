import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { metaOf, type RootData } from './meta';

/** Keeps the tab's title and the meta description in step as the visitor moves between pages. */
function useDocumentMeta() {
  const meta = metaOf(useMatches());
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}

/**
 * Starts each newly opened page at its top, as a full page load would. Back and forward (POP) keep
 * the browser's own scroll restoration, and a page with a #section scrolls there itself.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}

/** The frame of every page: header, main content, footer. */
export function Layout() {
  const { site } = useLoaderData() as RootData;
  useDocumentMeta();
  useScrollToTopOnNewPage();
  return (
    <>
      <Header site={site} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
