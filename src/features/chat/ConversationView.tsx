import { useEffect, useRef } from 'react';
import { useAllFiles } from '../../data/all-files';
import { useMessages } from '../../data/chat-view';
import { MessageBubble } from './MessageBubble';
import { useChatText } from './messages';

/**
 * The messages of the active chat, scrolled to the newest (SPEC point 2). Questions that wait
 * to be sent and answers given on this device meanwhile say so.
 */
export function ConversationView({
  historyId,
  thinking,
}: {
  historyId: number | null;
  thinking: boolean;
}) {
  const chatText = useChatText();
  const messages = useMessages(historyId);
  const files = useAllFiles();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages.length, thinking, historyId]);

  const empty = messages.length === 0;
  return (
    <div className="chat-conversation" aria-live="polite">
      {empty && <p className="chat-empty">{chatText.emptyConversation}</p>}
      <ol className="chat-messages">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} files={files} />
        ))}
        {thinking && (
          <li className="chat-message bot">
            <div className="chat-bubble chat-thinking" role="status">
              {chatText.thinking}
            </div>
          </li>
        )}
      </ol>
      <div ref={end} />
    </div>
  );
}
