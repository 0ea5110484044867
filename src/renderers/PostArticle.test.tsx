// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PostArticle } from './PostArticle';

const post: Post = {
  id: 'why-zero-log-matters',
  title: 'Why a Zero-Log Policy Matters',
  date: '2025-07-20',
  summary: 'Summary.',
  tags: ['privacy', 'zero-log'],
  draft: false,
  html: `<p>${'word '.repeat(450)}</p>`,
  headings: [],
};

const copy = {
  tagsLabel: 'Tags',
  draftLabel: 'Draft',
  backLink: { label: 'All posts', to: '/blog' },
  readingTime: '{minutes} min read',
  postNav: { label: 'More posts', previous: 'Previous post', next: 'Next post' },
};

describe('PostArticle', () => {
  it('shows the title, the day, the reading time and tags that link to their pages', () => {
    renderWithRouter(<PostArticle post={post} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why a Zero-Log Policy Matters');
    expect(screen.getByText('July 20, 2025')).toHaveAttribute('datetime', '2025-07-20');
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['privacy', '/blog/tag/privacy'],
      ['zero-log', '/blog/tag/zero-log'],
    ]);
  });

  it('links to the older and the newer post', () => {
    renderWithRouter(
      <PostArticle
        post={post}
        previous={{ id: 'older', title: 'An older post' }}
        next={{ id: 'newer', title: 'A newer post' }}
        copy={copy}
        locale="en-US"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(nav).getByRole('link', { name: 'Previous post An older post' })).toHaveAttribute(
      'href',
      '/blog/older',
    );
    expect(within(nav).getByRole('link', { name: 'Next post A newer post' })).toHaveAttribute(
      'href',
      '/blog/newer',
    );
  });

  it('shows only the link there is for the newest post, and none for a lone post', () => {
    const { unmount } = renderWithRouter(
      <PostArticle
        post={post}
        previous={{ id: 'older', title: 'An older post' }}
        copy={copy}
        locale="en-US"
      />,
    );
    expect(within(screen.getByRole('navigation', { name: 'More posts' })).getAllByRole('link')).toHaveLength(
      1,
    );
    unmount();
    renderWithRouter(<PostArticle post={post} copy={copy} locale="en-US" />);
    expect(screen.queryByRole('navigation', { name: 'More posts' })).not.toBeInTheDocument();
  });
});
