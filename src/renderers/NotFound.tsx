import type { NotFoundPage } from '../../schemas';
import { useBehaviour } from '../lib/page-scripts';
import { InternalLink } from '../ui/InternalLink';
import { SearchForm } from '../ui/SearchForm';
import './NotFound.css';

/**
 * What a visitor sees at an address the site does not have: 404, a sentence, the way home, a search
 * box that opens the search page, and the pages most readers come for. A small behaviour writes the
 * attempted address to the console, as the specification asks, for whoever looks into it.
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
      <SearchForm copy={copy.search} id="not-found-search" className="not-found__search" />
      <nav className="not-found__links" aria-labelledby="not-found-links">
        <h2 id="not-found-links">{copy.links.heading}</h2>
        <ul>
          {copy.links.items.map((link) => (
            <li key={link.to}>
              <InternalLink to={link.to}>{link.label}</InternalLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
