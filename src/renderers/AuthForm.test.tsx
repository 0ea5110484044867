// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render';
import { AuthForm, type FormField } from './AuthForm';

const copy = {
  heading: 'Welcome Back',
  intro: 'Log in.',
  googleButton: 'Sign in with Google',
  divider: 'or',
  submit: 'Login',
  switchText: 'New here?',
  switchLink: { label: 'Create an account', to: '/signup' },
  closeLabel: 'Close and return to the home page',
};
const fields: FormField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', copy: { label: 'Email Address' } },
  { name: 'password', type: 'password', autoComplete: 'current-password', copy: { label: 'Password' } },
];

describe('AuthForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels required fields of the right types and links to the other form and home', () => {
    renderWithRouter(<AuthForm copy={copy} fields={fields} formName="Login form" />, '/login');
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Close and return to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('logs the values on submit and sends nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithRouter(<AuthForm copy={copy} fields={fields} formName="Login form" />, '/login');
    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(log).toHaveBeenCalledWith('Login form submitted', {
      email: 'jane@example.com',
      password: 'hunter2',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs a press of the Google button', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    renderWithRouter(<AuthForm copy={copy} fields={fields} formName="Login form" />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(log).toHaveBeenCalledWith('Sign in with Google clicked');
  });
});
