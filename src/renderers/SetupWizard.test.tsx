// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetupStep } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { SETUP_STEP_KEY, SetupWizard } from './SetupWizard';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const steps: SetupStep[] = [
  { title: 'First test step', description: 'Make an account.', action: { type: 'link', to: '/signup' } },
  { title: 'Second test step', description: 'Pick a plan.', action: { type: 'link', to: '/#pricing' } },
  {
    title: 'Third test step',
    description: 'Pay.',
    action: { type: 'alert', message: 'An alert for the test' },
  },
  { title: 'Fourth test step', description: 'Connect.', action: { type: 'link', to: '/' } },
];
const copy = {
  progress: 'Test step {current} out of {total}',
  continueLabel: 'Press to go on',
  finishLabel: 'Press to end',
  completedLabel: 'done in the test',
};

const renderWizard = () => renderWithRouter(<SetupWizard steps={steps} copy={copy} />, '/setup');

describe('SetupWizard', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts at the first step with its indicator highlighted and the rest muted', () => {
    renderWizard();
    expect(screen.getByText('Test step 1 out of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First test step' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveClass('wizard__step--upcoming');
    expect(screen.getByRole('button', { name: copy.continueLabel })).toBeInTheDocument();
  });

  it('acts on the step, then remembers the next one for the way back', async () => {
    const { router } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: copy.continueLabel }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('1');
  });

  it('shows the remembered step, completed steps marked, and alerts on payment without leaving', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '2');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = renderWizard();
    expect(screen.getByText('Test step 3 out of 4')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('wizard__step--complete');
    expect(screen.getAllByText('(done in the test)', { exact: false })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: copy.continueLabel }));
    expect(alert).toHaveBeenCalledWith('An alert for the test');
    expect(router.state.location.pathname).toBe('/setup');
    expect(screen.getByText('Test step 4 out of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.finishLabel })).toBeInTheDocument();
  });

  it('finishes at home and never moves past the last step', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '3');
    const { router } = renderWizard();
    await userEvent.click(screen.getByRole('button', { name: copy.finishLabel }));
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('3');
  });

  it('ignores a remembered step that is out of range', () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '9');
    renderWizard();
    expect(screen.getByText('Test step 1 out of 4')).toBeInTheDocument();
  });
});
