import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { NotFound } from '../renderers/NotFound';
import type { RootData } from '../content/page';
import { RouteError } from './RouteError';

/**
 * A page's error boundary, inside the layout: content that does not exist (a post that was never
 * written, a page of a list past its last) is the not-found page; anything else is the error page.
 */
export function PageError() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (root && isRouteErrorResponse(error) && error.status === 404) return <NotFound copy={root.notFound} />;
  return <RouteError />;
}
