import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import site from 'virtual:content/site';
import { Footer } from './Footer';
import { Header } from './Header';
import { metaOf } from './meta';

/** Keeps the tab's title and the meta description in step as the visitor moves between pages. */
function useDocumentMeta() {
  const meta = metaOf(useMatches());
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}

/** The frame of every page: header, main content, footer. */
export function Layout() {
  useDocumentMeta();
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
