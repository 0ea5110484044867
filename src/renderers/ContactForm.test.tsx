// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  formHeading: 'A form for the test',
  fields: {
    name: { label: 'Who for the test' },
    email: { label: 'Mail for the test' },
    message: { label: 'Words for the test' },
  },
  submit: 'Press to send',
};

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requires every field and logs the values when sent', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<ContactForm copy={copy} scriptsOff="The test form needs scripts." />);
    for (const { label } of Object.values(copy.fields)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(copy.fields.email.label)).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText(copy.fields.name.label), 'Jane');
    await userEvent.type(screen.getByLabelText(copy.fields.email.label), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(copy.fields.message.label), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(log).toHaveBeenCalledWith('Contact form submitted', {
      name: 'Jane',
      email: 'jane@example.com',
      message: 'Hello',
    });
  });

  it('goes nowhere when sent without scripts, and says so to a visitor who has them off', () => {
    render(<ContactForm copy={copy} scriptsOff="The test form needs scripts." />);
    const form = screen.getByRole('form', { name: copy.formHeading });
    // A form whose method is dialog, outside a dialog, sends nothing and leaves the page as it is.
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form.querySelector('noscript')).not.toBeNull();
  });
});
