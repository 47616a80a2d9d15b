import { useRef, useState, type KeyboardEvent } from 'react';
import { useToast } from '../../ui/toasts';
import { addAttachments } from '../../lib/attachments';
import { useChatText } from './messages';
import { MicIcon, SendIcon } from './icons';
import { PlusMenu } from './PlusMenu';
import { useSpeech } from './useSpeech';

/** Text, voice, attachments and send (SPEC point 2 "Input area"). */
export function ChatInput({
  sending,
  maxUploadBytes,
  onSend,
}: {
  sending: boolean;
  /** The server's size limit per file, when known: larger files are not attached. */
  maxUploadBytes?: number | undefined;
  onSend: (text: string, files: readonly File[], onUploaded: () => void) => Promise<boolean>;
}) {
  const chatText = useChatText();
  const toast = useToast();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const voiceBase = useRef('');
  const speech = useSpeech(
    (finalText, interim) => setText(`${voiceBase.current}${finalText}${interim}`),
    (message) => toast.show(message, 'error'),
  );

  function attach(picked: File[]) {
    const { next, notices } = addAttachments(files, picked, maxUploadBytes);
    for (const n of notices) toast.show(n.message, n.type);
    setFiles(next);
  }

  async function submit() {
    if (speech.listening) speech.toggle();
    const ok = await onSend(text, files, () => setFiles([]));
    if (ok) setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <div className="chat-input">
      {files.length > 0 && (
        <ul className="chat-attachments" aria-label={chatText.attachments}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span className="chat-attachment-name">{f.name}</span>
              <button
                type="button"
                className="icon-btn small"
                aria-label={chatText.removeAttachment(f.name)}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chat-input-row">
        <PlusMenu onFiles={attach} />
        <textarea
          aria-label={chatText.placeholder}
          placeholder={chatText.placeholder}
          value={text}
          rows={1}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`icon-btn${speech.listening ? ' listening' : ''}`}
          aria-label={speech.listening ? chatText.micStop : chatText.micStart}
          aria-pressed={speech.listening}
          onClick={() => {
            voiceBase.current = text && !text.endsWith(' ') ? `${text} ` : text;
            speech.toggle();
          }}
        >
          <MicIcon />
        </button>
        <button
          type="button"
          className="icon-btn primary"
          aria-label={sending ? chatText.sending : chatText.send}
          disabled={sending}
          onClick={() => void submit()}
        >
          <SendIcon />
        </button>
      </div>
    </div>
  );
}
