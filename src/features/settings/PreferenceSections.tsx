import { useId } from 'react';
import { COMPREHENSION_LEVELS, LANGUAGES, Language } from '../../../contract';
import { usePreferences } from '../../data/preferences';
import { useSettingsText } from './messages';

export function LanguageSection() {
  const settingsText = useSettingsText();
  const { selectedLanguage, setLanguage } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settingsText.language}</h2>
      <div className="field">
        <label htmlFor={id} className="visually-hidden">
          {settingsText.language}
        </label>
        <select
          id={id}
          value={selectedLanguage}
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            const parsed = Language.safeParse(event.target.value);
            if (parsed.success) setLanguage(parsed.data);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {settingsText.languageNames[language]}
            </option>
          ))}
        </select>
        <span id={`${id}-help`} className="muted">
          {settingsText.languageHelp}
        </span>
      </div>
    </section>
  );
}

export function LevelSection() {
  const settingsText = useSettingsText();
  const { comprehensionLevel, setComprehensionLevel } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settingsText.level}</h2>
      <fieldset className="choice-group">
        <legend className="muted">{settingsText.levelHelp}</legend>
        {COMPREHENSION_LEVELS.map((level) => (
          <label key={level} className="choice">
            <input
              type="radio"
              name={`${id}-level`}
              value={level}
              checked={comprehensionLevel === level}
              onChange={() => setComprehensionLevel(level)}
            />
            {settingsText.levelNames[level]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

export function ThemeSection() {
  const settingsText = useSettingsText();
  const { darkMode, setDarkMode } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{settingsText.theme}</h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={darkMode}
          aria-checked={darkMode}
          onChange={(event) => setDarkMode(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {settingsText.darkMode}
      </label>
    </section>
  );
}
