// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelpPage, ListItem } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { HelpCategoryArticles, HelpCenter } from './HelpCenter';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy: HelpPage = {
  meta: { title: 'Test help', description: 'Test help pages.' },
  heading: 'Answers for the test',
  intro: 'The test’s introduction.',
  mostAskedHeading: 'Asked most in the test',
  search: { label: 'Look through the test answers', button: 'Look', to: '/search' },
  topicsHeading: 'Test topics',
  categories: [
    { id: 'empty-topic', title: 'A topic with no articles', description: 'None.', icon: 'lock' },
    { id: 'second-topic', title: 'Second test topic', description: 'About the second.', icon: 'book' },
    { id: 'first-topic', title: 'First test topic', description: 'About the first.', icon: 'help' },
  ],
  allInCategory: 'Everything on {category}',
  categoryPage: { meta: { title: '{category} (test)', description: 'On {category}.' } },
  breadcrumbLabel: 'Test trail',
  backLink: { label: 'Back to the test help', to: '/help' },
  platformsLabel: 'For the devices',
  updated: 'Checked on {date}',
  related: 'Also on {category}',
  contact: {
    heading: 'Ask the test team',
    text: 'Write to the test team.',
    link: { label: 'Write to us (test)', to: '/contact-us' },
  },
};

const item = (id: string, category: string, mostAsked?: number): ListItem<'help'> => ({
  id,
  url: `/help/${id}`,
  title: `Test question ${id}?`,
  summary: `Test answer ${id}.`,
  category,
  platforms: [],
  date: '2025-07-25',
  ...(mostAsked !== undefined && { mostAsked }),
  groups: { category: [{ label: category, url: `/help/topic/${category}` }] },
});

const articles = [item('b', 'first-topic', 1), item('a', 'second-topic'), item('c', 'first-topic')];

describe('HelpCenter', () => {
  it('shows the most asked questions with their answers, as links to their articles', () => {
    renderWithRouter(<HelpCenter articles={articles} mostAsked={[articles[0]]} copy={copy} />);
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: copy.mostAskedHeading });
    expect(within(section).getByRole('link', { name: 'Test question b?' })).toHaveAttribute(
      'href',
      '/help/b',
    );
    expect(within(section).getByText('Test answer b.')).toBeInTheDocument();
    expect(within(section).queryByText('Test question a?')).toBeNull();
  });

  it('has a plain search form under its introduction, which opens the search page with the words', () => {
    renderWithRouter(<HelpCenter articles={articles} mostAsked={[]} copy={copy} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: copy.search.label })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: copy.search.button })).toHaveAttribute('type', 'submit');
  });

  it('lists the categories in the copy’s order, each with its articles and a link to its page, leaving out an empty one', () => {
    renderWithRouter(<HelpCenter articles={articles} mostAsked={[]} copy={copy} />);
    expect(screen.queryByRole('region', { name: copy.mostAskedHeading })).toBeNull();
    const topics = within(screen.getByRole('region', { name: copy.topicsHeading }));
    expect(topics.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Second test topic',
      'First test topic',
    ]);
    const first = screen.getByRole('heading', { name: 'First test topic' }).closest('li')!;
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Test question b?', '/help/b'],
      ['Test question c?', '/help/c'],
      ['Everything on First test topic', '/help/topic/first-topic'],
    ]);
    expect(screen.getByRole('link', { name: copy.contact.link.label })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

describe('HelpCategoryArticles', () => {
  it('shows the category’s name and description, then each article with its answer', () => {
    renderWithRouter(
      <HelpCategoryArticles
        category={copy.categories[2]}
        articles={[articles[0], articles[2]]}
        copy={copy}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'First test topic' })).toBeInTheDocument();
    expect(screen.getByText('About the first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.backLink.label })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Test question c?' }).closest('li')).toHaveTextContent(
      'Test answer c.',
    );
  });
});
