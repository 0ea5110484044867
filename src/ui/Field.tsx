import { useId, type ChangeEvent } from 'react';
import './Field.css';

/** A labelled form field; the browser's own required check is the only validation. */
export function Field({
  label,
  name,
  type = 'text',
  value,
  onChange,
  placeholder,
  autoComplete,
  multiline = false,
}: {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const id = useId();
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required
          rows={5}
          value={value}
          onChange={handle}
          placeholder={placeholder}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required
          value={value}
          onChange={handle}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </div>
  );
}
