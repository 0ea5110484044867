import type { Link as LinkData } from '../../schemas';
import { InternalLink } from './InternalLink';

/**
 * A header link. A link to a section of the home page (#pricing) stays a plain in-page link on the
 * home page and becomes /#pricing on every other page, so it leads back home.
 */
export function SiteLink({
  link,
  isHome,
  className,
}: {
  link: LinkData;
  isHome: boolean;
  className?: string;
}) {
  if (link.to.startsWith('#') && isHome) {
    return (
      <a href={link.to} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <InternalLink to={link.to.startsWith('#') ? `/${link.to}` : link.to} className={className}>
      {link.label}
    </InternalLink>
  );
}
