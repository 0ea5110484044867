import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { InternalLink } from '../ui/InternalLink';
import type { RootData } from '../content/page';
import './RouteError.css';

/**
 * What a visitor sees when a page fails to render: the router's error, in the site's words. When
 * even the site's settings could not be read, only the status is left to show. The build refuses a
 * page that fails, so this shows only where something goes wrong in the editor's preview.
 */
export function RouteError() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const errorPage = root?.site.errorPage;
  return (
    <div className="container page error-page">
      {errorPage && <h1>{errorPage.title}</h1>}
      {errorPage && <p>{errorPage.text}</p>}
      {detail && <p className="error-page__detail">{detail}</p>}
      {errorPage && (
        <InternalLink className="button button--primary" to={errorPage.homeLink.to}>
          {errorPage.homeLink.label}
        </InternalLink>
      )}
    </div>
  );
}
