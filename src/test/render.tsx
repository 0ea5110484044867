import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ContentLookup } from '../../shared/content-keys';
import { routePage } from '../render-page';

/**
 * Renders an element inside a memory router at `path`, for the layout's parts that read the page's
 * address (the header on the home page, the language links).
 */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** Renders the site's real routes at a URL, as the prerender draws the page, with content from `lookup`. */
export async function renderPageAt(url: string, lookup: ContentLookup) {
  const page = await routePage(url, lookup);
  render(page.element);
  document.title = page.meta.title;
  return page;
}
