import { useState } from 'react';
import { useSession } from '../../data/session';
import { DELETE_ALERTS, SETTINGS_TEXT } from './messages';

export function DeleteAccountSection() {
  const { deleteAccount } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirmDelete(): Promise<void> {
    setBusy(true);
    // SPEC point 8: the success alert first; the user is then cleared and sent to /.
    const result = await deleteAccount(() => window.alert(DELETE_ALERTS.success));
    if (result.ok) return;
    setBusy(false);
    setConfirming(false);
    switch (result.reason) {
      case 'no-user':
        window.alert(DELETE_ALERTS.noUser);
        return;
      case 'auth':
        window.alert(DELETE_ALERTS.auth);
        return;
      case 'network':
        window.alert(DELETE_ALERTS.network);
        return;
      case 'server':
        window.alert(DELETE_ALERTS.failed(result.detail));
        return;
    }
  }

  return (
    <section className="card settings-section danger-zone" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{SETTINGS_TEXT.deleteTitle}</h2>
      <p className="muted">{SETTINGS_TEXT.deleteBody}</p>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="settings-delete-confirm" className="stack">
          <p id="settings-delete-confirm">
            <strong>{SETTINGS_TEXT.deleteConfirm}</strong>
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void confirmDelete()}
            >
              {busy ? SETTINGS_TEXT.deleting : SETTINGS_TEXT.deleteYes}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              autoFocus
              onClick={() => setConfirming(false)}
            >
              {SETTINGS_TEXT.deleteCancel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          {SETTINGS_TEXT.deleteButton}
        </button>
      )}
    </section>
  );
}
