// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetupStep } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { SETUP_STEP_KEY, SetupWizard } from './SetupWizard';

const steps: SetupStep[] = [
  { title: 'Sign Up / Login', description: 'Make an account.', action: { type: 'link', to: '/signup' } },
  { title: 'Choose Plan', description: 'Pick a plan.', action: { type: 'link', to: '/#pricing' } },
  { title: 'Payment', description: 'Pay.', action: { type: 'alert', message: 'Redirecting to payment...' } },
  { title: 'VPN Ready', description: 'Connect.', action: { type: 'link', to: '/' } },
];
const copy = {
  progress: 'Step {current} of {total}',
  continueLabel: 'Continue',
  finishLabel: 'Finish Setup',
  completedLabel: 'completed',
};

const renderWizard = () => renderWithRouter(<SetupWizard steps={steps} copy={copy} />, '/setup');

describe('SetupWizard', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts at the first step with its indicator highlighted and the rest muted', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign Up / Login' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveClass('wizard__step--upcoming');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('acts on the step, then remembers the next one for the way back', async () => {
    const { router } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('1');
  });

  it('shows the remembered step, completed steps marked, and alerts on payment without leaving', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '2');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = renderWizard();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('wizard__step--complete');
    expect(screen.getAllByText('(completed)', { exact: false })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alert).toHaveBeenCalledWith('Redirecting to payment...');
    expect(router.state.location.pathname).toBe('/setup');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Setup' })).toBeInTheDocument();
  });

  it('finishes at home and never moves past the last step', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '3');
    const { router } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Finish Setup' }));
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('3');
  });

  it('ignores a remembered step that is out of range', () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '9');
    renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });
});
