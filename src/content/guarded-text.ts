import { data } from 'react-router-dom';
import routeTable from 'virtual:masky/routes';
import type { GuardedName } from './reader';

/**
 * The guarded text (the privacy policy or the terms) that the route a page was reached by shows.
 * The registry gives each text its addresses, and its route table names the collection each route
 * shows, so the legal pages find their text this way and name none themselves: a third guarded
 * text would need no change to them.
 */
export function guardedText(pattern: string): GuardedName {
  const route = routeTable.find((candidate) => candidate.path === pattern);
  if (!route) throw data(null, { status: 404, statusText: 'Not Found' });
  // The registry gives the legal pages to guarded texts only, so the route's collection is one of them.
  return route.collection as GuardedName;
}
