import { lazy, Suspense, useState } from 'react';
import type { ChatMessage } from '../../data/chat-view';
import type { FileRecord } from '../../data/files';
import { formatDateTime } from '../../lib/i18n/format';
import { reportError } from '../../telemetry/errors';
import { useLocale } from '../../ui/i18n';
import { useChatText } from './messages';
import { CopyIcon } from './icons';

const MessageMarkdown = lazy(() => import('./MessageMarkdown'));

/** One message: markdown (MessageMarkdown), a timestamp, and a copy button on answers. */
export function MessageBubble({
  message,
  files,
}: {
  message: Pick<ChatMessage, 'content' | 'sender' | 'timestamp' | 'local'>;
  files: readonly FileRecord[];
}) {
  const chatText = useChatText();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const bot = message.sender === 'bot';

  async function copy() {
    try {
      await navigator.clipboard.writeText(message.content);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch (error) {
      reportError(error, { context: 'copy_message' });
    }
  }

  return (
    <li
      className={`chat-message ${bot ? 'bot' : 'user'}${message.local ? ` ${message.local}` : ''}`}
    >
      <div className="chat-bubble">
        <span className="visually-hidden">{bot ? chatText.assistant : chatText.you}: </span>
        {message.local === 'device' && (
          <p className="chat-local-note" title={chatText.answeredOnDeviceHint}>
            {chatText.answeredOnDevice}
          </p>
        )}
        <div className="chat-markdown">
          {/* Until the parser has loaded, the text as written (same words, no formatting). */}
          <Suspense fallback={<p className="chat-plain">{message.content}</p>}>
            <MessageMarkdown content={message.content} files={files} />
          </Suspense>
        </div>
        <div className="chat-meta">
          <time dateTime={message.timestamp}>{formatDateTime(message.timestamp, locale)}</time>
          {message.local === 'waiting' && (
            <span className="chat-local-status">{chatText.waitingToSend}</span>
          )}
          {bot && (
            <button
              type="button"
              className="icon-btn small"
              aria-label={copied ? chatText.copied : chatText.copy}
              title={copied ? chatText.copied : chatText.copy}
              onClick={() => void copy()}
            >
              {copied ? '✓' : <CopyIcon />}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
