import { useId, useState, type FormEvent } from 'react';
import { AUTH_TEXT } from './messages';

/** Offline sign-in against the local Auth emulator (see session.signInLocally). */
export function LocalSignInForm({
  onSubmit,
}: {
  onSubmit(name: string, email: string): Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const emailId = useId();
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name, email);
    } catch {
      setError(AUTH_TEXT.localFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="local-signin" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <h2 id={titleId}>{AUTH_TEXT.localTitle}</h2>
      <p className="muted">{AUTH_TEXT.localBody}</p>
      <div className="field">
        <label htmlFor={nameId}>{AUTH_TEXT.localName}</label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={emailId}>{AUTH_TEXT.localEmail}</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy || !name.trim() || !email.trim()}
      >
        {busy ? AUTH_TEXT.localSubmitting : AUTH_TEXT.localSubmit}
      </button>
    </form>
  );
}
