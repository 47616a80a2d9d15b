import { useState } from 'react';
import { useSession } from '../../data/session';
import { useSettingsText } from './messages';

/** Ends the sessions of every device (a lost phone, a shared computer), then this one's. */
export function SignOutEverywhere() {
  const settingsText = useSettingsText();
  const { signOutEverywhere, signingOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(): Promise<void> {
    setBusy(true);
    setError(null);
    const result = await signOutEverywhere();
    setBusy(false);
    if (!result.ok) setError(settingsText.signOutEverywhereFailed(result.detail));
  }

  return (
    <div className="stack">
      <div className="row spread">
        <span className="muted">{settingsText.signOutEverywhereHelp}</span>
        <button
          type="button"
          className="btn"
          disabled={busy || signingOut}
          onClick={() => void run()}
        >
          {busy ? settingsText.signingOutEverywhere : settingsText.signOutEverywhere}
        </button>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
