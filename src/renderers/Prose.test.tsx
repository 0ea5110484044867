// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, shownBody } from '../../shared/markdown';
import { relativeAddress } from '../../shared/paths';
import { PageAddressContext } from '../lib/locale';
import { Prose } from './Prose';

describe('Prose', () => {
  it('shows a body as it was written for its page, leading where the page’s data says', () => {
    const page = '/fa/blog/a-test-post';
    // As the keyed content renders a post for its page in another language: the link already in that
    // language, every address relative to the page.
    const body = shownBody(parseMarkdown('[A page of the test](/fa/download) ![A picture](/media/map.png)'), {
      address: (href) => relativeAddress(href, page),
    });
    render(
      <PageAddressContext.Provider value={page}>
        <Prose html={body.html} />
      </PageAddressContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'A page of the test' }).getAttribute('href')).toBe(
      relativeAddress('/fa/download', page),
    );
    expect(screen.getByRole('img', { name: 'A picture' }).getAttribute('src')).toBe(
      relativeAddress('/media/map.png', page),
    );
  });

  it('shows a body given with addresses from the site’s root, as the editor’s preview gives it, as it is', () => {
    const body = shownBody(parseMarkdown('[A page of the test](/download)'));
    render(
      <PageAddressContext.Provider value="/blog/a-test-post">
        <Prose html={body.html} />
      </PageAddressContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'A page of the test' }).getAttribute('href')).toBe('/download');
  });
});
