import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import site from 'virtual:content/site';
import { Footer } from './Footer';

/** What a visitor sees when a page fails to render: the router's error, in the site's own frame. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { errorPage } = site;
  return (
    <>
      <main id="main" className="container page error-page">
        <h1>{errorPage.title}</h1>
        <p>{errorPage.text}</p>
        {detail && <p className="error-page__detail">{detail}</p>}
        <Link className="button button--primary" to={errorPage.homeLink.to} reloadDocument>
          {errorPage.homeLink.label}
        </Link>
      </main>
      <Footer site={site} />
    </>
  );
}
