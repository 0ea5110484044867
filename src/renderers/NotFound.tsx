import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NotFoundPage } from '../../schemas';
import './NotFound.css';

/**
 * What a visitor sees at an address the site does not have: 404, a sentence, and the way home. The
 * attempted address goes to the console, as the specification asks, for whoever looks into it.
 */
export function NotFound({ copy }: { copy: NotFoundPage }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="container page not-found">
      <p className="not-found__code">{copy.code}</p>
      <h1>{copy.heading}</h1>
      <p>{copy.text}</p>
      <Link className="button button--primary button--large" to={copy.homeLink.to}>
        {copy.homeLink.label}
      </Link>
    </div>
  );
}
