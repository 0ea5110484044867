import type { NotFoundPage } from '../../schemas';
import { useBehaviour } from '../lib/page-scripts';
import { InternalLink } from '../ui/InternalLink';
import './NotFound.css';

/**
 * What a visitor sees at an address the site does not have: 404, a sentence, and the way home. A
 * small behaviour writes the attempted address to the console, as the specification asks, for
 * whoever looks into it.
 */
export function NotFound({ copy }: { copy: NotFoundPage }) {
  const behaviour = useBehaviour();
  return (
    <div className="container page not-found" {...behaviour('not-found-log')}>
      <p className="not-found__code">{copy.code}</p>
      <h1>{copy.heading}</h1>
      <p>{copy.text}</p>
      <InternalLink className="button button--primary button--large" to={copy.homeLink.to}>
        {copy.homeLink.label}
      </InternalLink>
    </div>
  );
}
