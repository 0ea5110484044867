import { ArrowLeft } from 'lucide-react';
import { InternalLink } from './InternalLink';
import type { Link as LinkData } from '../../schemas';
import './BackLink.css';

/** The link back to a list, such as All posts, with an arrow before it. */
export function BackLink({ link }: { link: LinkData }) {
  return (
    <p data-search-ignore="">
      <InternalLink className="back-link" to={link.to}>
        <ArrowLeft className="icon-directional" aria-hidden="true" size={18} />
        {link.label}
      </InternalLink>
    </p>
  );
}
