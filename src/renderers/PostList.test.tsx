// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PostList } from './PostList';

const post: Post = {
  id: 'hello-world',
  title: 'Hello, world',
  date: '2025-07-20',
  summary: 'Our first post.',
  tags: ['privacy', 'news'],
  draft: false,
  html: '<p>Body</p>',
  headings: [],
};

describe('PostList', () => {
  it('shows each post as a card with date, summary, tags and a Read More link to its page', () => {
    renderWithRouter(
      <PostList
        posts={[post]}
        copy={{ readMore: 'Read More', tagsLabel: 'Tags' }}
        locale="en-US"
        draftLabel="Draft"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hello, world' })).toBeInTheDocument();
    expect(screen.getByText('July 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('Our first post.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('privacynews');
    // The post's title, hidden after Read More, tells screen readers and search engines where it leads.
    expect(screen.getByRole('link', { name: 'Read More Hello, world' })).toHaveAttribute(
      'href',
      '/blog/hello-world',
    );
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
  });

  it('marks a draft, which only the dev server lists', () => {
    renderWithRouter(
      <PostList
        posts={[{ ...post, draft: true }]}
        copy={{ readMore: 'Read More', tagsLabel: 'Tags' }}
        locale="en-US"
        draftLabel="Draft"
      />,
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
