import { useState } from 'react';
import { useSession } from '../../data/session';
import { useDeleteAlerts, useSettingsText } from './messages';

export function DeleteAccountSection() {
  const settingsText = useSettingsText();
  const deleteAlerts = useDeleteAlerts();
  const { deleteAccount } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirmDelete(): Promise<void> {
    setBusy(true);
    // SPEC point 8: the success alert first; the user is then cleared and sent to /.
    const result = await deleteAccount(() => window.alert(deleteAlerts.success));
    if (result.ok) return;
    setBusy(false);
    setConfirming(false);
    switch (result.reason) {
      case 'no-user':
        window.alert(deleteAlerts.noUser);
        return;
      case 'auth':
        window.alert(deleteAlerts.auth);
        return;
      case 'network':
        window.alert(deleteAlerts.network);
        return;
      case 'server':
        window.alert(deleteAlerts.failed(result.detail));
        return;
    }
  }

  return (
    <section className="card settings-section danger-zone" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{settingsText.deleteTitle}</h2>
      <p className="muted">{settingsText.deleteBody}</p>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="settings-delete-confirm" className="stack">
          <p id="settings-delete-confirm">
            <strong>{settingsText.deleteConfirm}</strong>
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void confirmDelete()}
            >
              {busy ? settingsText.deleting : settingsText.deleteYes}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              autoFocus
              onClick={() => setConfirming(false)}
            >
              {settingsText.deleteCancel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          {settingsText.deleteButton}
        </button>
      )}
    </section>
  );
}
