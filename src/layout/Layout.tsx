import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import type { TranslatedPage } from '../content/runtime';
import { LanguagesContext, LocaleContext } from '../lib/locale';
import { Footer } from './Footer';
import { Header } from './Header';
import { metaOf, type RootData } from './meta';
import { TranslationNotice } from './TranslationNotice';

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
  const { site, languages } = useLoaderData() as RootData;
  const [source] = languages;
  // The site settings of a language name it: the translated settings take their language's tag.
  const current = languages.find((language) => language.tag === site.language) ?? source;
  const translation = (useMatches().at(-1)?.data as TranslatedPage<unknown> | undefined)?.translation;
  useDocumentMeta();
  useScrollToTopOnNewPage();
  const choice = { languages, current };
  return (
    <>
      <LocaleContext.Provider value={site.locale}>
        <LanguagesContext.Provider value={{ page: current, source }}>
          <Header site={site} languages={choice} />
          <main id="main" tabIndex={-1} data-translation={translation?.state}>
            {translation && (
              <TranslationNotice translation={translation} site={site} current={current} source={source} />
            )}
            {translation?.state === 'missing' && !translation.entries ? (
              // The page's own words are the English ones, and say so to screen readers and translators.
              <div lang={source.tag} dir={source.dir}>
                <Outlet />
              </div>
            ) : (
              <Outlet />
            )}
          </main>
          <Footer site={site} languages={choice} />
        </LanguagesContext.Provider>
      </LocaleContext.Provider>
    </>
  );
}
