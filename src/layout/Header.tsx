import { Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Site } from '../../schemas';
import { prefersReducedMotion } from '../lib/motion';
import { HeaderLanguageSwitcher, type LanguageChoice } from './LanguageSwitcher';
import { SiteLink } from './NavLinks';
import '../ui/Badge.css';
import './Header.css';

/** The header: logo, links, trial badge, token link, and the menu that replaces them on phones. */
export function Header({ site, languages }: { site: Site; languages?: LanguageChoice }) {
  const { header } = site;
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const scrollToTop = () => {
    close();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {header.skipLink}
      </a>
      <div className="site-header__bar container">
        <Link to="/" className="logo" aria-label={header.logoLabel} onClick={scrollToTop}>
          <ShieldCheck aria-hidden="true" size={28} strokeWidth={2} className="logo__mark" />
          <span className="logo__name">{site.product}</span>
        </Link>
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
          <Link to={header.tokenLink.to} className="button button--primary button--small">
            {header.tokenLink.label}
          </Link>
        </div>
        {languages && <HeaderLanguageSwitcher {...languages} site={site} />}
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? header.closeMenu : header.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav aria-label={header.mobileNavLabel} className="container">
          <ul className="mobile-menu__links">
            {header.nav.map((link) => (
              <li key={link.to}>
                <SiteLink link={link} isHome={isHome} className="mobile-menu__link" onNavigate={close} />
              </li>
            ))}
            <li>
              <Link to={header.tokenLink.to} className="mobile-menu__link" onClick={close}>
                {header.tokenLink.label}
              </Link>
            </li>
          </ul>
          <p className="mobile-menu__badge">
            <span className="badge badge--success">{header.trialBadge}</span>
          </p>
          <Link to={header.menuButton.to} className="button button--primary button--block" onClick={close}>
            {header.menuButton.label} <span className="visually-hidden">{header.menuButton.context}</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
