import { Languages } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { Language, Site } from '../../schemas';
import { localizedPath } from '../../shared/languages';
import { useOtherLanguageAddress, useSiteAddress } from '../lib/locale';
import './LanguageSwitcher.css';

/** The site's languages and the one this page is in, as the layout knows them. */
export interface LanguageChoice {
  languages: Language[];
  current: Language;
}

/**
 * Links to this page in each of the site's languages, each named in its own language. They are plain
 * links: a page in another language is another document, with its own language and direction, so the
 * browser loads it whole. Nothing is remembered and nothing redirects; the address says the language.
 */
function LanguageLinks({ languages, current, site }: LanguageChoice & { site: Site }) {
  // The router's address is the page's address in the site's own language, whatever the language.
  const { pathname } = useLocation();
  const [source] = languages;
  const siteAddress = useSiteAddress();
  const otherAddress = useOtherLanguageAddress(site.siteUrl);
  const address = (path: string, language: Language) =>
    language.tag === current.tag ? siteAddress(path) : otherAddress(path);
  return (
    <ul className="language-links">
      {languages.map((language) => (
        <li key={language.tag}>
          <a
            href={address(localizedPath(pathname, language, source), language)}
            hrefLang={language.tag}
            lang={language.tag}
            dir={language.dir}
            aria-current={language.tag === current.tag ? 'page' : undefined}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's switcher: the current language, opening a list of the others. Works without script. */
export function HeaderLanguageSwitcher(props: LanguageChoice & { site: Site }) {
  if (props.languages.length < 2) return null;
  return (
    <details className="language-switcher">
      <summary className="language-switcher__toggle">
        <Languages aria-hidden="true" size={18} />
        <span className="visually-hidden">{props.site.languages.switcherLabel}: </span>
        <span className="language-switcher__name" lang={props.current.tag}>
          {props.current.name}
        </span>
      </summary>
      <nav className="language-switcher__menu" aria-label={props.site.languages.switcherHint}>
        <LanguageLinks {...props} />
      </nav>
    </details>
  );
}

/** The footer's switcher: every language, in a row. */
export function FooterLanguageSwitcher(props: LanguageChoice & { site: Site }) {
  if (props.languages.length < 2) return null;
  return (
    <nav className="site-footer__languages" aria-labelledby="footer-languages-heading">
      <h2 id="footer-languages-heading" className="site-footer__heading">
        {props.site.languages.switcherLabel}
      </h2>
      <LanguageLinks {...props} />
    </nav>
  );
}
