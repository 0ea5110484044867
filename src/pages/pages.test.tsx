// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentReader } from '../content/reader';
import { Layout } from '../layout/Layout';
import { RouteError } from '../layout/RouteError';
import { rootLoader } from '../routes';
import { projectContent, type ProjectContent } from '../../tools/test/project-content';
import { renderPageAt } from '../test/render';

let project: ProjectContent;

beforeAll(async () => {
  project = await projectContent();
});

describe('pages', () => {
  it('shows the not-found page for an unknown path, and asks for its log line', async () => {
    await renderPageAt('/no-such-page', project.lookup);
    const copy = project.content.notFoundPage;
    expect(screen.getByRole('heading', { name: copy.heading })).toBeInTheDocument();
    expect(screen.getByText(copy.code)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.homeLink.label })).toHaveAttribute('href', copy.homeLink.to);
    expect(document.querySelector('[data-behaviour~="not-found-log"]')).not.toBeNull();
    // A search box and the main pages, so a reader who mistyped an address is one step from the answer.
    expect(screen.getByRole('searchbox', { name: copy.search.label })).toHaveAttribute('name', 'q');
    const links = screen.getByRole('navigation', { name: copy.links.heading });
    for (const link of copy.links.items)
      expect(within(links).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  });

  it('shows the not-found page for a post that does not exist, inside the site’s frame', async () => {
    const page = await renderPageAt('/blog/no-such-post', project.lookup);
    expect(page.status).toBe(404);
    expect(screen.getByRole('heading', { name: project.content.notFoundPage.heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(page.meta.title).toBe(project.content.notFoundPage.meta.title);
  });

  it('shows the not-found page for a page of the blog past its last, and for /blog/page/1', async () => {
    for (const url of ['/blog/page/999', '/blog/page/1']) {
      const page = await renderPageAt(url, project.lookup);
      expect(page.status, url).toBe(404);
      expect(screen.getByRole('heading', { name: project.content.notFoundPage.heading })).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('shows the error page in the site’s words when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        Component: Layout,
        loader: rootLoader,
        ErrorBoundary: RouteError,
        children: [{ index: true, Component: Broken, ErrorBoundary: RouteError }],
      },
    ]);
    const context = await handler.query(new Request('http://localhost/'), {
      requestContext: new ContentReader(project.lookup),
    });
    if (context instanceof Response) throw new Error('the test route redirected');
    render(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    const { errorPage } = project.content.site;
    expect(await screen.findByRole('heading', { name: errorPage.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPage.homeLink.label })).toBeInTheDocument();
  });
});
