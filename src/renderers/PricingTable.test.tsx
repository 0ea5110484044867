// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { PricingTable } from './PricingTable';

const plans: Plan[] = [
  {
    id: 'premium',
    name: 'Premium',
    price: '$3',
    period: 'per month',
    badge: 'Most Popular',
    featured: true,
    description: 'For everyone.',
    features: ['Unlimited data'],
    cta: { label: 'Get Premium', action: { type: 'link', to: '/signup' } },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: 'contact us',
    badge: 'Enterprise',
    featured: false,
    description: 'For teams.',
    features: ['Everything in Premium'],
    cta: {
      label: 'Contact Sales',
      action: { type: 'email', subject: 'Enterprise Plan Inquiry', body: 'Hello team,\n\nTell me more.' },
    },
  },
];

describe('PricingTable', () => {
  it('shows each plan with its price, badge and features', () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('$3')).toBeInTheDocument();
    expect(screen.getByText('Unlimited data')).toBeInTheDocument();
  });

  it('sends a link plan to its page', async () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    const link = screen.getByRole('link', { name: 'Get Premium' });
    expect(link).toHaveAttribute('href', '/signup');
    await userEvent.click(link);
    expect(screen.getByText('Now at the page for this address')).toBeInTheDocument();
  });

  it('opens a new email with the subject and greeting in a new tab for an email plan', () => {
    renderWithRouter(<PricingTable plans={plans} email="support@masky.example" />);
    const link = screen.getByRole('link', { name: 'Contact Sales' });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@masky.example');
    expect(href.searchParams.get('subject')).toBe('Enterprise Plan Inquiry');
    expect(href.searchParams.get('body')).toBe('Hello team,\n\nTell me more.');
  });
});
