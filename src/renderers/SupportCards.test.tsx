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
  it('shows each question with its answer behind it, under the anchor heading', () => {
    renderWithRouter(
      <Faq
        help={{ anchor: 'help', heading: 'Questions', questions: [{ question: 'Logs?', answer: 'None.' }] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveAttribute('id', 'help');
    expect(screen.getByText('Logs?').closest('details')).toHaveTextContent('None.');
  });
});
