import { useId, useState, type FormEvent } from 'react';
import { ErrorText, TextField } from '../../ui/fields';
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
      <TextField
        id={nameId}
        label={AUTH_TEXT.localName}
        autoComplete="name"
        required
        value={name}
        onChange={setName}
      />
      <TextField
        id={emailId}
        label={AUTH_TEXT.localEmail}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      {error && <ErrorText>{error}</ErrorText>}
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
