import { Languages } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { Language, PageTranslation, Site } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../../shared/dates';
import { useOtherLanguageAddress } from '../lib/locale';
import './TranslationNotice.css';

/**
 * What a page in another language owes its reader when its translation is not whole: that it is
 * shown in English, or that its English changed after it was translated (for a legal text, that the
 * English version applies), with a link to the English page; and on a legal text translated in
 * full, which version applies: the English, or, where the content makes this language's own
 * binding (`legalVersion`), the translation. Written in the page's own language.
 */
export function TranslationNotice({
  translation,
  site,
  current,
  source,
}: {
  translation: PageTranslation;
  site: Site;
  current: Language;
  source: Language;
}) {
  const { pathname } = useLocation();
  const address = useOtherLanguageAddress(site.siteUrl);
  if (translation.state === 'translated' && !translation.legal) return null;
  const words = site.languages;
  const message =
    translation.state === 'translated'
      ? current.legalVersion === 'translation'
        ? words.legalBinds
        : words.legalPrevails
      : translation.state === 'missing'
        ? fillPlaceholders(words.missing, { language: current.name })
        : fillPlaceholders(translation.legal ? words.legalOutdated : words.outdated, {
            date: translation.changed ? formatDate(translation.changed, site.locale) : '',
          });
  return (
    // A note rather than an aside: a page may have its own complementary landmark, and two unnamed
    // ones would leave a screen reader's landmark list with two entries it cannot tell apart.
    <div role="note" className="translation-notice" data-translation-notice={translation.state}>
      <div className="container translation-notice__inner">
        <Languages aria-hidden="true" size={20} className="translation-notice__icon" />
        <p>
          {message}{' '}
          {/* The router's address is the page's English address; a plain link loads the English document. */}
          <a href={address(pathname)} hrefLang={source.tag}>
            {words.sourceLink}
          </a>
        </p>
      </div>
    </div>
  );
}
