// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryPage } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { HelpArticle } from './HelpArticle';
import { markdownBody } from '../test/markdown';

const page: EntryPage<'help'> = {
  entry: {
    id: 'a-test-question',
    url: '/help/a-test-question',
    title: 'A question written for this test?',
    summary: 'The test’s answer.',
    category: 'test-topic',
    platforms: ['linux', 'ios'],
    date: '2025-07-20',
    ...markdownBody('The body of the test answer.'),
  },
  groups: { category: [{ label: 'test-topic', url: '/help/topic/test-topic' }] },
};

const category = {
  id: 'test-topic',
  title: 'The test topic',
  description: 'About tests.',
  icon: 'help' as const,
};

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  breadcrumbLabel: 'Test trail',
  backLink: { label: 'Test help center', to: '/help' },
  platformsLabel: 'For the devices',
  updated: 'Checked on {date}, by the test',
  related: 'Also on {category}',
  contact: {
    heading: 'Ask the test team',
    text: 'Write to us.',
    link: { label: 'Test contact', to: '/contact-us' },
  },
};

const related = [
  { id: 'other', url: '/help/other', title: 'Another test question?', summary: 'Another test answer.' },
];

describe('HelpArticle', () => {
  it('leads back to the help center and to the article’s category', () => {
    renderWithRouter(
      <HelpArticle page={page} category={category} platforms={[]} related={[]} copy={copy} locale="en-US" />,
    );
    const trail = within(screen.getByRole('navigation', { name: copy.breadcrumbLabel }));
    expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Test help center', '/help'],
      ['The test topic', '/help/topic/test-topic'],
    ]);
  });

  it('shows the question, the day it was reviewed, the devices it concerns and the answer', () => {
    renderWithRouter(
      <HelpArticle
        page={page}
        category={category}
        platforms={['Linux', 'iOS']}
        related={[]}
        copy={copy}
        locale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.entry.title);
    const day = screen.getByText('July 20, 2025');
    expect(day).toHaveAttribute('datetime', '2025-07-20');
    expect(day.parentElement).toHaveTextContent('Checked on July 20, 2025, by the test');
    const devices = screen.getByRole('list', { name: copy.platformsLabel });
    expect(
      within(devices)
        .getAllByRole('listitem')
        .map((each) => each.textContent),
    ).toEqual(['Linux', 'iOS']);
    expect(screen.getByText('The body of the test answer.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Also on/ })).toBeNull();
  });

  it('says nothing of devices for an article about every device, and lists the other articles of its category', () => {
    renderWithRouter(
      <HelpArticle
        page={page}
        category={category}
        platforms={[]}
        related={related}
        copy={copy}
        locale="en-US"
      />,
    );
    expect(screen.queryByText(copy.platformsLabel)).toBeNull();
    const more = within(screen.getByRole('region', { name: 'Also on The test topic' }));
    expect(more.getByRole('link', { name: 'Another test question?' })).toHaveAttribute('href', '/help/other');
  });
});
