import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

type Controlled = 'id' | 'value' | 'onChange';

interface FieldBase {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled row of a form: `<label for=id>` then the control the caller renders. */
export function Field({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A labelled `<input>` (text by default); other input attributes pass through. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  ...rest
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled>) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
    </Field>
  );
}

/** A labelled `<textarea>`; other textarea attributes pass through. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  ...rest
}: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Controlled>) {
  return (
    <Field id={id} label={label}>
      <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </Field>
  );
}

/** The `role="alert"` error line of forms and lists. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}
