// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { PlanStatusCard } from './PlanStatusCard';

describe('PlanStatusCard', () => {
  it('shows the plan, its status and its days as the locale writes them', () => {
    renderWithRouter(
      <PlanStatusCard
        plan={{
          name: 'Premium',
          status: 'Active',
          startedOn: '2025-07-25',
          renewsOn: '2025-08-25',
          price: '$3/month',
          features: ['Token rewards'],
        }}
        copy={{
          heading: 'My Plan Status',
          startedLabel: 'Started',
          renewsLabel: 'Renews',
          priceLabel: 'Price',
          featuresHeading: 'Included',
          manageLink: { label: 'Compare plans', to: '/#pricing' },
        }}
        locale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Plan Status' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveClass('badge');
    expect(screen.getByText('July 25, 2025')).toHaveAttribute('datetime', '2025-07-25');
    expect(screen.getByText('August 25, 2025')).toBeInTheDocument();
    expect(screen.getByText('$3/month')).toBeInTheDocument();
    expect(screen.getByText('Token rewards')).toBeInTheDocument();
  });
});
