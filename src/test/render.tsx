import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';

/**
 * Renders an element inside a memory router at `path`, with a catch-all route that shows where a
 * navigation went, so tests can see what the visitor would land on.
 */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Now at the page for this address</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

/**
 * Renders the site's real routes at a URL, as the browser would after hydrating: the page first
 * draws, then the router navigates there again, as it does once the page's data has loaded.
 */
export async function renderRoutesAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('main');
  await act(async () => {
    await router.navigate(url, { replace: true });
  });
  return router;
}
