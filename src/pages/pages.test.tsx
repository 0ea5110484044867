// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('scrolls the home page to the section in the address after 100 ms', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers();
    const router = createMemoryRouter(routes, { initialEntries: ['/#pricing'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(scrolled).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(scrolled).toEqual(['pricing']);
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page');
  });

  it('shows the router error page, titled as React Router titles it, when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = [{ ...routes[0], children: [{ index: true, Component: () => { throw new Error('boom'); } }] }];
    const router = createMemoryRouter(failing, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });
});
