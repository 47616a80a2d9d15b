import { useId } from 'react';
import { COMPREHENSION_LEVELS, LANGUAGES, Language } from '../../../contract';
import { usePreferences } from '../../data/preferences';
import { SETTINGS_TEXT } from './messages';

export function LanguageSection() {
  const { selectedLanguage, setLanguage } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SETTINGS_TEXT.language}</h2>
      <div className="field">
        <label htmlFor={id} className="visually-hidden">
          {SETTINGS_TEXT.language}
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
              {language}
            </option>
          ))}
        </select>
        <span id={`${id}-help`} className="muted">
          {SETTINGS_TEXT.languageHelp}
        </span>
      </div>
    </section>
  );
}

export function LevelSection() {
  const { comprehensionLevel, setComprehensionLevel } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SETTINGS_TEXT.level}</h2>
      <fieldset className="choice-group">
        <legend className="muted">{SETTINGS_TEXT.levelHelp}</legend>
        {COMPREHENSION_LEVELS.map((level) => (
          <label key={level} className="choice">
            <input
              type="radio"
              name={`${id}-level`}
              value={level}
              checked={comprehensionLevel === level}
              onChange={() => setComprehensionLevel(level)}
            />
            {level}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

export function ThemeSection() {
  const { darkMode, setDarkMode } = usePreferences();
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SETTINGS_TEXT.theme}</h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={darkMode}
          aria-checked={darkMode}
          onChange={(event) => setDarkMode(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {SETTINGS_TEXT.darkMode}
      </label>
    </section>
  );
}
