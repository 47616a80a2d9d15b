import { useId, useState, type FormEvent } from 'react';
import { ErrorText, TextField } from '../../ui/fields';
import { useAuthText } from './messages';

/** Offline sign-in against the local Auth emulator (see session.signInLocally). */
export function LocalSignInForm({
  onSubmit,
}: {
  onSubmit(name: string, email: string): Promise<void>;
}) {
  const authText = useAuthText();
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
      setError(authText.localFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="local-signin" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <h2 id={titleId}>{authText.localTitle}</h2>
      <p className="muted">{authText.localBody}</p>
      <TextField
        id={nameId}
        label={authText.localName}
        autoComplete="name"
        required
        value={name}
        onChange={setName}
      />
      <TextField
        id={emailId}
        label={authText.localEmail}
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
        {busy ? authText.localSubmitting : authText.localSubmit}
      </button>
    </form>
  );
}
