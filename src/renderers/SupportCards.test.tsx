// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { Faq, SupportCards } from './SupportCards';

describe('SupportCards', () => {
  it('links inside the site in place and off the site in a new tab', () => {
    renderWithRouter(
      <SupportCards
        cards={[
          {
            icon: 'book',
            title: 'Guides for the test',
            text: 'Guides.',
            linkLabel: 'Open the guide',
            href: '/setup',
          },
          {
            icon: 'chat',
            title: 'Chat for the test',
            text: 'Chat.',
            linkLabel: 'Join',
            href: 'https://t.me/masky',
          },
        ]}
      />,
    );
    const guide = screen.getByRole('link', { name: 'Open the guide' });
    expect(guide).toHaveAttribute('href', '/setup');
    expect(guide).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('target', '_blank');
  });
});

describe('Faq', () => {
  it('links to each most asked article with its answer, under the anchor heading, and to every answer', () => {
    renderWithRouter(
      <Faq
        help={{ anchor: 'help', heading: 'Questions', allLink: { label: 'All test answers', to: '/help' } }}
        articles={[{ id: 'logs', url: '/help/logs', title: 'Logs?', summary: 'None.' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveAttribute('id', 'help');
    const question = screen.getByRole('link', { name: 'Logs?' });
    expect(question).toHaveAttribute('href', '/help/logs');
    expect(question.closest('li')).toHaveTextContent('None.');
    expect(screen.getByRole('link', { name: 'All test answers' })).toHaveAttribute('href', '/help');
  });
});
