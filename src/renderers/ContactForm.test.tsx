// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

const copy = {
  formHeading: 'Send us a message',
  fields: { name: { label: 'Name' }, email: { label: 'Email' }, message: { label: 'Message' } },
  submit: 'Send Message',
};

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requires every field and logs the values when sent', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<ContactForm copy={copy} />);
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText('Name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(log).toHaveBeenCalledWith('Contact form submitted', {
      name: 'Jane',
      email: 'jane@example.com',
      message: 'Hello',
    });
  });
});
