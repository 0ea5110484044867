// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryPage } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PostArticle } from './PostArticle';
import { markdownBody } from '../test/markdown';

const page: EntryPage<'posts'> = {
  entry: {
    id: 'a-test-post',
    url: '/blog/a-test-post',
    title: 'A post written for this test',
    date: '2025-07-20',
    summary: 'Summary.',
    tags: ['test-tag', 'other-tag'],
    draft: false,
    ...markdownBody('word '.repeat(450)),
  },
  groups: {
    tag: [
      { label: 'test-tag', url: '/blog/tag/test-tag' },
      { label: 'other-tag', url: '/blog/tag/other-tag' },
    ],
  },
};

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  tagsLabel: 'Topics of the test',
  draftLabel: 'Unfinished',
  backLink: { label: 'Back to the test list', to: '/blog' },
  readingTime: 'About {minutes} minutes of reading',
  postNav: { label: 'Around the test post', previous: 'Before it', next: 'After it' },
};

describe('PostArticle', () => {
  it('shows the title, the day, the reading time and tags that link to their pages', () => {
    renderWithRouter(<PostArticle page={page} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A post written for this test');
    expect(screen.getByText('July 20, 2025')).toHaveAttribute('datetime', '2025-07-20');
    expect(screen.getByText('About 3 minutes of reading')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: copy.tagsLabel })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['test-tag', '/blog/tag/test-tag'],
      ['other-tag', '/blog/tag/other-tag'],
    ]);
  });

  it('links to the older and the newer post', () => {
    renderWithRouter(
      <PostArticle
        page={{
          ...page,
          following: { label: 'An older post', url: '/blog/older' },
          preceding: { label: 'A newer post', url: '/blog/newer' },
        }}
        copy={copy}
        locale="en-US"
      />,
    );
    const nav = screen.getByRole('navigation', { name: copy.postNav.label });
    expect(within(nav).getByRole('link', { name: 'Before it An older post' })).toHaveAttribute(
      'href',
      '/blog/older',
    );
    expect(within(nav).getByRole('link', { name: 'After it A newer post' })).toHaveAttribute(
      'href',
      '/blog/newer',
    );
  });

  it('shows only the link there is for the newest post, and none for a lone post', () => {
    const { unmount } = renderWithRouter(
      <PostArticle
        page={{ ...page, following: { label: 'An older post', url: '/blog/older' } }}
        copy={copy}
        locale="en-US"
      />,
    );
    expect(
      within(screen.getByRole('navigation', { name: copy.postNav.label })).getAllByRole('link'),
    ).toHaveLength(1);
    unmount();
    renderWithRouter(<PostArticle page={page} copy={copy} locale="en-US" />);
    expect(screen.queryByRole('navigation', { name: copy.postNav.label })).not.toBeInTheDocument();
  });
});
