// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PricingTable } from './PricingTable';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const plans: Plan[] = [
  {
    id: 'linked',
    name: 'A linked plan',
    price: '£9',
    period: 'a fortnight',
    badge: 'Picked by the test',
    featured: true,
    description: 'For everyone.',
    features: ['A feature for the test'],
    cta: { label: 'Press to sign up', action: { type: 'link', to: '/signup' } },
  },
  {
    id: 'mailed',
    name: 'A mailed plan',
    price: 'Ask',
    period: 'by mail',
    badge: 'By mail',
    featured: false,
    description: 'For teams.',
    features: ['Everything the test has'],
    cta: {
      label: 'Press to write',
      action: { type: 'email', subject: 'A subject for the test', body: 'Hello test,\n\nTell me more.' },
    },
  },
];

describe('PricingTable', () => {
  it('shows each plan with its price, badge and features', () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    expect(screen.getByRole('heading', { name: 'A linked plan' })).toBeInTheDocument();
    expect(screen.getByText('Picked by the test')).toBeInTheDocument();
    expect(screen.getByText('£9')).toBeInTheDocument();
    expect(screen.getByText('A feature for the test')).toBeInTheDocument();
  });

  it('sends a link plan to its page', () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    expect(screen.getByRole('link', { name: 'Press to sign up' })).toHaveAttribute('href', '/signup');
  });

  it('opens a new email with the subject and greeting in a new tab for an email plan', () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    const link = screen.getByRole('link', { name: 'Press to write' });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@masky.example');
    expect(href.searchParams.get('subject')).toBe('A subject for the test');
    expect(href.searchParams.get('body')).toBe('Hello test,\n\nTell me more.');
  });
});
