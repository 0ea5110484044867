// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../schemas';
import { single } from '../content/runtime';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { serveProjectContent } from '../test/content';
import { renderRoutesAt } from '../test/render';

let content: Content;

beforeAll(async () => {
  content = await serveProjectContent();
});

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
    const anchor = content.homePage.pricing.anchor;
    await renderRoutesAt(`/#${anchor}`);
    await waitFor(() => expect(scrolled).toEqual([anchor]), { timeout: 5000 });
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 100);
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutesAt('/no-such-page');
    const copy = content.notFoundPage;
    expect(await screen.findByRole('heading', { name: copy.heading })).toBeInTheDocument();
    expect(screen.getByText(copy.code)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.homeLink.label })).toHaveAttribute('href', copy.homeLink.to);
    expect(logged).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });

  it('shows the not-found page for a post that does not exist, inside the site’s frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutesAt('/blog/no-such-post');
    expect(await screen.findByRole('heading', { name: content.notFoundPage.heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe(content.notFoundPage.meta.title);
  });

  it('shows the not-found page for a page of the blog past its last, and for /blog/page/1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutesAt('/blog/page/999');
    expect(await screen.findByRole('heading', { name: content.notFoundPage.heading })).toBeInTheDocument();
  });

  it('shows the error page in the site’s words when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          Component: Layout,
          loader: async () => ({ site: await single('site'), notFound: await single('notFoundPage') }),
          ErrorBoundary: RouteError,
          children: [{ index: true, Component: Broken, ErrorBoundary: RouteError }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const { errorPage } = content.site;
    expect(await screen.findByRole('heading', { name: errorPage.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPage.homeLink.label })).toBeInTheDocument();
  });
});
