// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetupStep } from '../../schemas';
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

const renderWizard = () => render(<SetupWizard steps={steps} copy={copy} />);

/** The wizard's one control, a link or a button by what the step does, found by its words. */
const control = (name: string) => screen.getByText(name, { selector: 'a, button' });

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
    expect(control(copy.continueLabel)).toBeInTheDocument();
  });

  it('leads to the step’s page, and remembers the next step for the way back', async () => {
    renderWizard();
    const link = screen.getByRole('link', { name: copy.continueLabel });
    expect(link).toHaveAttribute('href', '/signup');
    // jsdom does not follow links; the browser does, once the click has run.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('1');
    // The browser follows the link once the click is over: by then it must still lead where it did.
    expect(link).toHaveAttribute('href', '/signup');
  });

  it('shows the remembered step, completed steps marked, and alerts on payment without leaving', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '2');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWizard();
    expect(screen.getByText('Test step 3 out of 4')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('wizard__step--complete');
    expect(screen.getAllByText('(done in the test)', { exact: false })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: copy.continueLabel }));
    expect(alert).toHaveBeenCalledWith('An alert for the test');
    expect(screen.getByText('Test step 4 out of 4')).toBeInTheDocument();
    expect(control(copy.finishLabel)).toBeInTheDocument();
  });

  it('finishes at home and never moves past the last step', async () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '3');
    renderWizard();
    const link = screen.getByRole('link', { name: copy.finishLabel });
    expect(link).toHaveAttribute('href', '/');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.sessionStorage.getItem(SETUP_STEP_KEY)).toBe('3');
  });

  it('is drawn on the server as a guide with every step, each leading to its page', () => {
    const html = renderToString(<SetupWizard steps={steps} copy={copy} />);
    document.body.innerHTML = html;
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h2')?.textContent)).toEqual(
      steps.map((step) => step.title),
    );
    expect(screen.getByRole('link', { name: 'First test step' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Third test step' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ignores a remembered step that is out of range', () => {
    window.sessionStorage.setItem(SETUP_STEP_KEY, '9');
    renderWizard();
    expect(screen.getByText('Test step 1 out of 4')).toBeInTheDocument();
  });
});
