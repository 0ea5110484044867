import { Outlet, useLoaderData } from 'react-router-dom';
import { languageBase } from '../../shared/languages';
import { AddressBaseContext, LanguagesContext, LocaleContext } from '../lib/locale';
import { Footer } from './Footer';
import { Header } from './Header';
import type { RootData } from '../content/page';
import { TranslationNotice } from './TranslationNotice';

/** The frame of every page: header, main content, footer. */
export function Layout() {
  const { site, languages, translation, offlineCopy } = useLoaderData() as RootData;
  const [source] = languages;
  // The site settings of a language name it: the translated settings take their language's tag.
  const current = languages.find((language) => language.tag === site.language) ?? source;
  const choice = { languages, current };
  return (
    <AddressBaseContext.Provider value={languageBase(current, source)}>
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
            {translation && translation.state !== 'missing' && (
              <p
                className="container translation-review"
                data-translation-review={translation.reviewed ? 'reviewed' : 'awaiting'}
              >
                {translation.reviewed ? site.languages.reviewed : site.languages.notReviewed}
              </p>
            )}
          </main>
          <Footer site={site} languages={choice} offlineCopy={offlineCopy} />
        </LanguagesContext.Provider>
      </LocaleContext.Provider>
    </AddressBaseContext.Provider>
  );
}
