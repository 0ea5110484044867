// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { CardGrid } from './CardGrid';
import { Hero } from './Hero';
import { Prose } from './Prose';

describe('Hero', () => {
  it('shows the heading, bullets, figures, buttons and the mascot', () => {
    renderWithRouter(
      <Hero
        mascotLabel="Masky the raccoon"
        hero={{
          eyebrow: 'Zero logs',
          title: 'Go online without a trace',
          lead: 'Private.',
          bullets: [
            'Advanced Security Protocols',
            'Up to 10 Devices',
            'Complete Anonymity',
            'Crypto Payments',
          ],
          stats: [{ value: '10', label: 'Devices' }],
          primaryCta: { label: 'Start Free Trial', to: '/signup' },
          secondaryCta: { label: 'See Pricing', to: '#pricing' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Go online without a trace' })).toBeInTheDocument();
    expect(screen.getByText('Crypto Payments')).toBeInTheDocument();
    expect(screen.getByText('Devices').nextSibling).toHaveTextContent('10');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('img', { name: 'Masky the raccoon' })).toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('shows each card as a list item with its title and text', () => {
    renderWithRouter(<CardGrid cards={[{ icon: 'shield', title: 'Advanced Protocols', text: 'Xray.' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Advanced ProtocolsXray.');
  });
});

describe('Prose', () => {
  it('shows the HTML the build rendered from markdown', () => {
    renderWithRouter(<Prose html="<p>Hello <strong>there</strong></p>" />);
    expect(screen.getByText('there').tagName).toBe('STRONG');
  });
});
