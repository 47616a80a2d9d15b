import { useId, useState } from 'react';
import { MAX_RETENTION, MIN_RETENTION } from '../../../scheduling';
import {
  clampNewPerDay,
  MAX_NEW_PER_DAY,
  setReviewSettings,
  useReviewSettings,
} from '../../data/review-settings';
import { formatPercent } from '../../lib/i18n/format';
import { useLocale } from '../../ui/i18n';
import { useSettingsText } from './messages';

/** Desired retention (0.70–0.97), new cards a day, and the four answer buttons. */
export function ReviewSection() {
  const settingsText = useSettingsText();
  const locale = useLocale();
  const settings = useReviewSettings();
  const id = useId();
  const [newText, setNewText] = useState(String(settings.newPerDay));
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settingsText.review}</h2>
      <div className="field">
        <label htmlFor={`${id}-retention`}>
          {settingsText.retention}: <output>{formatPercent(settings.retention, locale)}</output>
        </label>
        <input
          id={`${id}-retention`}
          type="range"
          min={MIN_RETENTION}
          max={MAX_RETENTION}
          step={0.01}
          value={settings.retention}
          aria-describedby={`${id}-retention-help`}
          onChange={(e) => setReviewSettings({ retention: Number(e.target.value) })}
        />
        <span id={`${id}-retention-help`} className="muted">
          {settingsText.retentionHelp}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-new`}>{settingsText.newPerDay}</label>
        <input
          id={`${id}-new`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_NEW_PER_DAY}
          step={1}
          value={newText}
          aria-describedby={`${id}-new-help`}
          onChange={(e) => {
            setNewText(e.target.value);
            if (e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value))) {
              setReviewSettings({ newPerDay: Number(e.target.value) });
            }
          }}
          onBlur={() => setNewText(String(clampNewPerDay(Number(newText) || 0)))}
        />
        <span id={`${id}-new-help`} className="muted">
          {settingsText.newPerDayHelp}
        </span>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={settings.fourButtons}
          aria-checked={settings.fourButtons}
          onChange={(e) => setReviewSettings({ fourButtons: e.target.checked })}
        />
        <span className="switch-track" aria-hidden="true" />
        {settingsText.fourButtons}
      </label>
    </section>
  );
}
