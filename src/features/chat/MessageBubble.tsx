import { lazy, Suspense, useState } from 'react';
import type { ChatMessage } from '../../data/chat';
import type { FileRecord } from '../../data/files';
import { reportError } from '../../telemetry/errors';
import { CHAT_TEXT } from './messages';
import { CopyIcon } from './icons';

const MessageMarkdown = lazy(() => import('./MessageMarkdown'));

function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

/** One message: markdown (MessageMarkdown), a timestamp, and a copy button on answers. */
export function MessageBubble({
  message,
  files,
}: {
  message: Pick<ChatMessage, 'content' | 'sender' | 'timestamp' | 'local'>;
  files: readonly FileRecord[];
}) {
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
        <span className="visually-hidden">{bot ? CHAT_TEXT.assistant : CHAT_TEXT.you}: </span>
        {message.local === 'device' && (
          <p className="chat-local-note" title={CHAT_TEXT.answeredOnDeviceHint}>
            {CHAT_TEXT.answeredOnDevice}
          </p>
        )}
        <div className="chat-markdown">
          {/* Until the parser has loaded, the text as written (same words, no formatting). */}
          <Suspense fallback={<p className="chat-plain">{message.content}</p>}>
            <MessageMarkdown content={message.content} files={files} />
          </Suspense>
        </div>
        <div className="chat-meta">
          <time dateTime={message.timestamp}>{formatTimestamp(message.timestamp)}</time>
          {message.local === 'waiting' && (
            <span className="chat-local-status">{CHAT_TEXT.waitingToSend}</span>
          )}
          {bot && (
            <button
              type="button"
              className="icon-btn small"
              aria-label={copied ? CHAT_TEXT.copied : CHAT_TEXT.copy}
              title={copied ? CHAT_TEXT.copied : CHAT_TEXT.copy}
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
