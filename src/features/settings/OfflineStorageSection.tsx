import { useId, useState } from 'react';
import { useDeviceStorage } from '../../data/device-storage';
import { MAX_OFFLINE_VIDEO_LIMIT_MB, usePreferences } from '../../data/preferences';
import { formatBytes } from '../../lib/bytes';
import { useLocale } from '../../ui/i18n';
import { useSettingsText } from './messages';

/** How much this device keeps for offline use, a button to clear it, and the video size limit. */
export function OfflineStorageSection() {
  const settingsText = useSettingsText();
  const locale = useLocale();
  const id = useId();
  const { storage, clearKept } = useDeviceStorage();
  const { offlineVideoLimitMb, setOfflineVideoLimitMb } = usePreferences();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // The field's own text, so it can be emptied while typing; a valid number is saved at once.
  const [limitText, setLimitText] = useState(String(offlineVideoLimitMb));

  async function clear(): Promise<void> {
    setBusy(true);
    try {
      await clearKept();
      setNote(settingsText.keptCleared);
    } catch (error) {
      console.error('Could not clear kept files', error);
      setNote(settingsText.clearKeptFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settingsText.offlineTitle}</h2>
      <div className="stack">
        <p className="offline-kept" role="status">
          {!storage
            ? '…'
            : storage.keptFiles === 0
              ? settingsText.keptNone
              : settingsText.kept(storage.keptFiles, formatBytes(storage.keptBytes, locale))}
        </p>
        {storage?.usage != null && (
          <p className="muted">
            {settingsText.deviceUsage(
              formatBytes(storage.usage, locale),
              storage.quota != null ? formatBytes(storage.quota, locale) : null,
            )}
          </p>
        )}
        {storage?.persisted === false && storage.keptFiles > 0 && (
          <p className="muted">{settingsText.mayBeEvicted}</p>
        )}
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={busy || !storage || storage.keptFiles === 0}
            onClick={() => void clear()}
          >
            {busy ? settingsText.clearingKept : settingsText.clearKept}
          </button>
        </div>
        {note && (
          <p className="muted" role="status">
            {note}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-video`}>{settingsText.videoLimit}</label>
          <input
            id={`${id}-video`}
            type="number"
            min={0}
            max={MAX_OFFLINE_VIDEO_LIMIT_MB}
            step={1}
            inputMode="numeric"
            value={limitText}
            aria-describedby={`${id}-video-help`}
            onChange={(event) => {
              setLimitText(event.target.value);
              const value = event.target.valueAsNumber;
              if (Number.isFinite(value)) setOfflineVideoLimitMb(Math.round(value));
            }}
            onBlur={() => setLimitText(String(offlineVideoLimitMb))}
          />
          <span id={`${id}-video-help`} className="muted">
            {settingsText.videoLimitHelp}
          </span>
        </div>
      </div>
    </section>
  );
}
