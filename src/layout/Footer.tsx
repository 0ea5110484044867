import { ShieldCheck } from 'lucide-react';
import type { Site } from '../../schemas';
import { SocialLinks } from '../renderers/SocialLinks';
import { InternalLink } from '../ui/InternalLink';
import { FooterLanguageSwitcher, type LanguageChoice } from './LanguageSwitcher';
import './Header.css';
import './Footer.css';

/** The footer on every page: links, social networks and the copyright line. */
export function Footer({ site, languages }: { site: Site; languages?: LanguageChoice }) {
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="logo">
            <ShieldCheck aria-hidden="true" size={24} className="logo__mark" />
            <span className="logo__name">{site.product}</span>
          </p>
          <p>{footer.blurb}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="site-footer__heading">
            {footer.linksHeading}
          </h2>
          <ul className="site-footer__links">
            {footer.links.map((link) => (
              <li key={link.to}>
                <InternalLink to={link.to}>{link.label}</InternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{footer.socialHeading}</h2>
          <SocialLinks links={site.social} className="site-footer__links site-footer__links--social" />
        </div>
        {languages && <FooterLanguageSwitcher {...languages} site={site} />}
      </div>
      <p className="container site-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
