import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../telemetry/analytics';
import { HOME_ACCEPT, HOME_EXTENSIONS, useHomeText } from './messages';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedHomeFile(name: string): boolean {
  return HOME_EXTENSIONS.some((extension) => extension === extensionOf(name));
}

/** A taste of the chat input: anything sent or picked leads to /login, nothing is processed. */
export function PreviewInput() {
  const homeText = useHomeText();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    track('homepage_message_attempt', { has_text: text.trim().length > 0 });
    void navigate('/login');
  }

  function onFile(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAllowedHomeFile(file.name)) {
      setError(homeText.unsupportedFile);
      return;
    }
    track('homepage_file_selected', { file_type: extensionOf(file.name), file_size: file.size });
    void navigate('/login');
  }

  return (
    <form className="home-preview card" onSubmit={onSubmit} aria-label={homeText.previewForm}>
      <label htmlFor={textId} className="home-preview-label">
        {homeText.previewLabel}
      </label>
      <textarea
        id={textId}
        rows={3}
        value={text}
        placeholder={homeText.previewPlaceholder}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => track('homepage_interaction', { element: 'preview_input' })}
      />
      <div className="row spread">
        <button
          type="button"
          className="icon-btn"
          aria-label={homeText.addFile}
          title={homeText.addFile}
          onClick={() => fileInput.current?.click()}
        >
          <span aria-hidden="true">+</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={HOME_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        <button type="submit" className="btn btn-primary" aria-label={homeText.send}>
          {homeText.send} <span aria-hidden="true">➤</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
