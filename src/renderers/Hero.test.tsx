// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { IconCards } from './IconCards';
import { Hero } from './Hero';
import { Prose } from './Prose';

describe('Hero', () => {
  it('shows the heading, bullets, figures, buttons and the mascot', () => {
    renderWithRouter(
      <Hero
        mascotLabel="A mascot for the test"
        hero={{
          eyebrow: 'Over the test heading',
          title: 'A heading for the test',
          lead: 'A lead for the test.',
          bullets: ['First claim', 'Second claim', 'Third claim', 'Fourth claim'],
          stats: [{ value: '42', label: 'Answers' }],
          primaryCta: { label: 'Press to begin', to: '/signup' },
          secondaryCta: { label: 'Press to compare', to: '#pricing' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A heading for the test' })).toBeInTheDocument();
    expect(screen.getByText('Fourth claim')).toBeInTheDocument();
    expect(screen.getByText('Answers').nextSibling).toHaveTextContent('42');
    expect(screen.getByRole('link', { name: 'Press to begin' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Press to compare' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('img', { name: 'A mascot for the test' })).toBeInTheDocument();
  });
});

describe('IconCards', () => {
  it('shows each card as a list item with its title and text', () => {
    renderWithRouter(
      <IconCards cards={[{ icon: 'shield', title: 'A card for the test', text: 'Its words.' }]} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('A card for the testIts words.');
  });
});

describe('Prose', () => {
  it('shows the HTML the build rendered from markdown', () => {
    renderWithRouter(<Prose html="<p>Hello <strong>there</strong></p>" />);
    expect(screen.getByText('there').tagName).toBe('STRONG');
  });
});
