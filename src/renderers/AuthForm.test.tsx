// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render';
import { AuthControls, AuthForm, type FormField } from './AuthForm';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  heading: 'A form for the test',
  intro: 'Fill it in.',
  googleButton: 'Press for the outside service',
  divider: 'else',
  submit: 'Press to send',
  switchText: 'Other form?',
  switchLink: { label: 'To the other form', to: '/signup' },
  closeLabel: 'Leave the test form',
};
const fields: FormField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', copy: { label: 'Mail for the test' } },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    copy: { label: 'Secret for the test' },
  },
];

/** The whole card, as a page draws it: the shell, with the form's island inside. */
function renderCard() {
  const controls = (
    <AuthControls
      copy={copy}
      fields={fields}
      formName="Login form"
      scriptsOff="Needs scripts, for the test."
    />
  );
  return renderWithRouter(<AuthForm copy={copy} controls={controls} />, '/login');
}

describe('AuthForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels required fields of the right types and links to the other form and home', () => {
    renderCard();
    const email = screen.getByLabelText('Mail for the test');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Secret for the test')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'To the other form' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Leave the test form' })).toHaveAttribute('href', '/');
  });

  it('goes nowhere when sent without scripts, and says so to a visitor who has them off', () => {
    renderCard();
    const form = screen.getByLabelText('Mail for the test').closest('form');
    // A form whose method is dialog, outside a dialog, sends nothing and leaves the page as it is.
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form?.querySelector('noscript')).not.toBeNull();
  });

  it('logs the values on submit and sends nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderCard();
    await userEvent.type(screen.getByLabelText('Mail for the test'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Secret for the test'), 'hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Press to send' }));
    expect(log).toHaveBeenCalledWith('Login form submitted', {
      email: 'jane@example.com',
      password: 'hunter2',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs a press of the Google button', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Press for the outside service' }));
    expect(log).toHaveBeenCalledWith('Press for the outside service clicked');
  });
});
