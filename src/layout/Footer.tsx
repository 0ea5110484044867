import { ShieldCheck } from 'lucide-react';
import type { Site } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../../shared/dates';
import { useLocale } from '../lib/locale';
import { SocialLinks } from '../renderers/SocialLinks';
import { InternalLink } from '../ui/InternalLink';
import { FooterLanguageSwitcher, type LanguageChoice } from './LanguageSwitcher';
import './Header.css';
import './Footer.css';

/**
 * The footer on every page: links, social networks and the copyright line; on a page of the offline
 * archive, also the day its copy was made and where the site itself is, since a copy read from a
 * disk grows old without saying so.
 */
export function Footer({
  site,
  languages,
  offlineCopy,
}: {
  site: Site;
  languages?: LanguageChoice;
  offlineCopy?: { made: string };
}) {
  const { footer } = site;
  const locale = useLocale();
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
      {offlineCopy && (
        <p className="container site-footer__copyright">
          {fillPlaceholders(footer.offlineCopy, {
            date: formatDate(offlineCopy.made, locale ?? site.locale),
          })}{' '}
          <a href={site.siteUrl} dir="ltr">
            <bdi>{site.siteUrl.replace(/^https:\/\//, '')}</bdi>
          </a>
        </p>
      )}
      <p className="container site-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
