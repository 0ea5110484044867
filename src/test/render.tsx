import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

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
