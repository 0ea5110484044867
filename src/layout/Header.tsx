import { Menu, Search, ShieldCheck, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { Site } from '../../schemas';
import { useBehaviour } from '../lib/page-scripts';
import { InternalLink } from '../ui/InternalLink';
import { HeaderLanguageSwitcher, type LanguageChoice } from './LanguageSwitcher';
import { SiteLink } from '../ui/NavLinks';
import '../ui/Badge.css';
import './Header.css';

/** The id that ties the menu button to the menu it opens. */
const MENU_ID = 'mobile-menu';

/**
 * The header: logo, links, trial badge, token link, and the menu that replaces them on phones. The
 * menu is a popover, which the browser opens, closes on Escape or a click outside, and gives focus
 * back from, with scripts off too. A link to another page closes it by leaving the page; on the home
 * page, where its section links stay on the page, a small behaviour closes it when one is chosen.
 */
export function Header({ site, languages }: { site: Site; languages?: LanguageChoice }) {
  const behaviour = useBehaviour();
  const { header } = site;
  const isHome = useLocation().pathname === '/';

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {header.skipLink}
      </a>
      <div className="site-header__bar container">
        <InternalLink to="/" className="logo" aria-label={header.logoLabel}>
          <ShieldCheck aria-hidden="true" size={28} strokeWidth={2} className="logo__mark" />
          <span className="logo__name">{site.product}</span>
        </InternalLink>
        <nav className="site-nav" aria-label={header.navLabel}>
          <ul className="site-nav__links">
            {header.nav.map((link) => (
              <li key={link.to}>
                <SiteLink link={link} isHome={isHome} className="site-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <span className="badge badge--success trial-badge">{header.trialBadge}</span>
          <InternalLink to={header.tokenLink.to} className="button button--primary button--small">
            {header.tokenLink.label}
          </InternalLink>
        </div>
        {/* A plain link to the search page: no page but that one loads the search's script. */}
        <InternalLink to={header.searchLink.to} className="header-search">
          <Search aria-hidden="true" size={22} />
          <span className="visually-hidden">{header.searchLink.label}</span>
        </InternalLink>
        {languages && <HeaderLanguageSwitcher {...languages} site={site} />}
        {/* The browser tells assistive technology whether the menu is open; the name follows what a press does. */}
        <button type="button" className="menu-toggle" popoverTarget={MENU_ID}>
          <span className="menu-toggle__when-closed visually-hidden">{header.openMenu}</span>
          <span className="menu-toggle__when-open visually-hidden">{header.closeMenu}</span>
          <Menu aria-hidden="true" className="menu-toggle__when-closed" />
          <X aria-hidden="true" className="menu-toggle__when-open" />
        </button>
      </div>
      <div id={MENU_ID} className="mobile-menu" popover="auto" {...(isHome && behaviour('menu'))}>
        <nav aria-label={header.mobileNavLabel} className="container">
          <ul className="mobile-menu__links">
            {header.nav.map((link) => (
              <li key={link.to}>
                <SiteLink link={link} isHome={isHome} className="mobile-menu__link" />
              </li>
            ))}
            <li>
              <InternalLink to={header.searchLink.to} className="mobile-menu__link">
                {header.searchLink.label}
              </InternalLink>
            </li>
            <li>
              <InternalLink to={header.tokenLink.to} className="mobile-menu__link">
                {header.tokenLink.label}
              </InternalLink>
            </li>
          </ul>
          <p className="mobile-menu__badge">
            <span className="badge badge--success">{header.trialBadge}</span>
          </p>
          <InternalLink to={header.menuButton.to} className="button button--primary button--block">
            {header.menuButton.label} <span className="visually-hidden">{header.menuButton.context}</span>
          </InternalLink>
        </nav>
      </div>
    </header>
  );
}
