import { useState, type FormEvent } from 'react';
import type { ContactPage } from '../../schemas';
import { Field } from '../ui/Field';
import { ScriptsOffNote } from '../ui/ScriptsOffNote';

/**
 * The contact form, an island: name, email and message. Sending logs the values; nothing leaves the
 * page. With scripts off the form checks its fields, goes nowhere (its method is dialog, outside a
 * dialog), and says so.
 */
export function ContactForm({
  copy,
  scriptsOff,
}: {
  copy: Pick<ContactPage, 'formHeading' | 'fields' | 'submit'>;
  /** What the form says to a visitor whose browser runs no scripts. */
  scriptsOff: string;
}) {
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted', values);
  };
  return (
    <form
      className="card form contact-form"
      method="dialog"
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{copy.formHeading}</h2>
      <Field
        name="name"
        label={copy.fields.name.label}
        placeholder={copy.fields.name.placeholder}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
      />
      <Field
        name="email"
        type="email"
        label={copy.fields.email.label}
        placeholder={copy.fields.email.placeholder}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
      />
      <Field
        name="message"
        multiline
        label={copy.fields.message.label}
        placeholder={copy.fields.message.placeholder}
        value={values.message}
        onChange={set('message')}
      />
      <ScriptsOffNote text={scriptsOff} />
      <button type="submit" className="button button--primary button--large">
        {copy.submit}
      </button>
    </form>
  );
}
