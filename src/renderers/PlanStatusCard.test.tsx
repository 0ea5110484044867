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
          name: 'A plan for the test',
          status: 'Switched on',
          startedOn: '2025-07-25',
          renewsOn: '2025-08-25',
          price: '£9 a fortnight',
          features: ['A feature for the test'],
        }}
        copy={{
          heading: 'The test plan',
          startedLabel: 'Began',
          renewsLabel: 'Runs again',
          priceLabel: 'Costs',
          featuresHeading: 'What the test gets',
          manageLink: { label: 'See the other test plans', to: '/#pricing' },
        }}
        locale="en-US"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The test plan' })).toBeInTheDocument();
    expect(screen.getByText('Switched on')).toHaveClass('badge');
    expect(screen.getByText('July 25, 2025')).toHaveAttribute('datetime', '2025-07-25');
    expect(screen.getByText('August 25, 2025')).toBeInTheDocument();
    expect(screen.getByText('£9 a fortnight')).toBeInTheDocument();
    expect(screen.getByText('A feature for the test')).toBeInTheDocument();
  });
});
