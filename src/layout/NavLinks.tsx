import { Link } from 'react-router-dom';
import type { Link as LinkData } from '../../schemas';

/**
 * A header link. A link to a section of the home page (#pricing) stays a plain in-page link on the
 * home page and becomes /#pricing on every other page, so it leads back home.
 */
export function SiteLink({
  link,
  isHome,
  className,
  onNavigate,
}: {
  link: LinkData;
  isHome: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  if (link.to.startsWith('#')) {
    return isHome ? (
      <a href={link.to} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    ) : (
      <Link to={`/${link.to}`} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}
