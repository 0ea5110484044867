import { X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { InternalLink } from '../ui/InternalLink';
import type { Field as FieldCopy, LoginPage } from '../../schemas';
import { Field } from '../ui/Field';
import { ScriptsOffNote } from '../ui/ScriptsOffNote';
import './AuthForm.css';

/** A field of a form as the page defines it: its name and kind in code, its words from content. */
export interface FormField {
  name: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  copy: FieldCopy;
}

type AuthCopy = Omit<LoginPage, 'meta' | 'fields'>;

/** Google's mark, drawn in its own colours beside the button's words. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** What the sign-up and log-in forms show: their words, and a sentence for visitors with scripts off. */
export interface AuthControlsProps {
  copy: Pick<AuthCopy, 'googleButton' | 'divider' | 'submit'>;
  fields: FormField[];
  formName: string;
  /** What the form says to a visitor whose browser runs no scripts. */
  scriptsOff: string;
}

/**
 * The interactive part of the card, an island: the Google button and the form. Nothing is sent
 * anywhere: submitting logs the values, as the site's specification asks. With scripts off the
 * form still checks its fields, then does nothing (a form whose method is dialog, outside a dialog,
 * goes nowhere), and says so rather than posting what was typed.
 */
export function AuthControls({ copy, fields, formName, scriptsOff }: AuthControlsProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log(`${formName} submitted`, values);
  };
  return (
    <>
      <button
        type="button"
        className="button button--google button--block"
        onClick={() => console.log(`${copy.googleButton} clicked`)}
      >
        <GoogleMark />
        {copy.googleButton}
      </button>
      <p className="auth__divider">
        <span>{copy.divider}</span>
      </p>
      <form className="form" method="dialog" onSubmit={submit}>
        {fields.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            label={field.copy.label}
            placeholder={field.copy.placeholder}
            value={values[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <ScriptsOffNote text={scriptsOff} />
        <button type="submit" className="button button--primary button--block button--large">
          {copy.submit}
        </button>
      </form>
    </>
  );
}

/** The sign-up and log-in card: a close link, the heading, the form, and a link to the other form. */
export function AuthForm({ copy, controls }: { copy: AuthCopy; controls: ReactNode }) {
  return (
    <div className="auth container page">
      <section className="card auth__card" aria-labelledby="auth-heading">
        <InternalLink to="/" className="auth__close" aria-label={copy.closeLabel}>
          <X aria-hidden="true" />
        </InternalLink>
        <h1 id="auth-heading">{copy.heading}</h1>
        <p className="auth__intro">{copy.intro}</p>
        {controls}
        <p className="auth__switch">
          {copy.switchText} <InternalLink to={copy.switchLink.to}>{copy.switchLink.label}</InternalLink>
        </p>
      </section>
    </div>
  );
}
