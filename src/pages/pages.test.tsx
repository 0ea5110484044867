// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { routes } from '../routes';

/** Renders the real routes, with the real content, at a URL, as the browser would after hydrating. */
async function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('main');
  await act(async () => {
    await router.navigate(url, { replace: true });
  });
  return router;
}

describe('pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls the home page to the section in the address after 100 ms', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
    const timers = vi.spyOn(window, 'setTimeout');
    await renderAt('/#pricing');
    await waitFor(() => expect(scrolled).toEqual(['pricing']), { timeout: 5000 });
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 100);
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });

  it('shows the router error page, titled as React Router titles it, when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          ErrorBoundary: RouteError,
          children: [{ index: true, Component: Broken }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });
});
