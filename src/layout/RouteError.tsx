import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router-dom';
import type { RootData } from './meta';
import './RouteError.css';

/**
 * What a visitor sees when a page fails to render: the router's error, in the site's words. When
 * even the site's settings could not be read, only the status is left to show.
 */
export function RouteError() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  useEffect(() => {
    console.error(error);
  }, [error]);
  const errorPage = root?.site.errorPage;
  return (
    <div className="container page error-page">
      {errorPage && <h1>{errorPage.title}</h1>}
      {errorPage && <p>{errorPage.text}</p>}
      {detail && <p className="error-page__detail">{detail}</p>}
      {errorPage && (
        <Link className="button button--primary" to={errorPage.homeLink.to} reloadDocument>
          {errorPage.homeLink.label}
        </Link>
      )}
    </div>
  );
}
