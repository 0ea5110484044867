// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PostList } from './PostList';

const post: ListItem<'posts'> = {
  id: 'hello-world',
  url: '/blog/hello-world',
  title: 'Hello, world',
  date: '2025-07-20',
  summary: 'Our first post.',
  tags: ['test-tag', 'news'],
  draft: false,
  groups: {
    tag: [
      { label: 'test-tag', url: '/blog/tag/test-tag' },
      { label: 'news', url: '/blog/tag/news' },
    ],
  },
};

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = { readMore: 'Open the test post', tagsLabel: 'Topics of the test', draftLabel: 'Unfinished' };

describe('PostList', () => {
  it('shows each post as a card with date, summary, tags and a link to its page', () => {
    renderWithRouter(<PostList posts={[post]} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { name: 'Hello, world' })).toBeInTheDocument();
    expect(screen.getByText('July 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('Our first post.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: copy.tagsLabel })).toHaveTextContent('test-tagnews');
    // The post's title, hidden after the link's words, tells screen readers and search engines where it leads.
    expect(screen.getByRole('link', { name: 'Open the test post Hello, world' })).toHaveAttribute(
      'href',
      '/blog/hello-world',
    );
    expect(screen.queryByText(copy.draftLabel)).not.toBeInTheDocument();
  });

  it('marks a draft, which only the dev server lists', () => {
    renderWithRouter(<PostList posts={[{ ...post, draft: true }]} copy={copy} locale="en-US" />);
    expect(screen.getByText(copy.draftLabel)).toBeInTheDocument();
  });
});
