import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import notFound from 'virtual:content/notFoundPage';
import type { PageHandle } from '../layout/meta';

export const handle: PageHandle = { meta: () => notFound.meta };

export function Component() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="container page not-found">
      <p className="not-found__code">{notFound.code}</p>
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <Link className="button button--primary button--large" to={notFound.homeLink.to}>
        {notFound.homeLink.label}
      </Link>
    </div>
  );
}
