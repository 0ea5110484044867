import { useState, type FormEvent } from 'react';
import type { ContactPage } from '../../schemas';
import { Field } from '../ui/Field';

/** The contact form: name, email and message. Sending logs the values; nothing leaves the page. */
export function ContactForm({ copy }: { copy: Pick<ContactPage, 'formHeading' | 'fields' | 'submit'> }) {
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
      method="post"
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
      <button type="submit" className="button button--primary button--large">
        {copy.submit}
      </button>
    </form>
  );
}
