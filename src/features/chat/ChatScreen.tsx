import { useState, type ReactNode } from 'react';
import { useSession } from '../../data/session';
import { useActiveHistory } from '../../data/chat';
import { ChatInput } from './ChatInput';
import { ConnectionStatus } from './ConnectionStatus';
import { ConversationView } from './ConversationView';
import { CHAT_TEXT } from './messages';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import { useSend } from './useSend';
import './chat.css';

type Tab = 'knowledge' | 'chat' | 'history';
const TABS: readonly Tab[] = ['knowledge', 'chat', 'history'];

/**
 * The panels of the other features, composed by the app (features do not import each other):
 * knowledge base (left), history (right), search (above the knowledge base) and the file viewer.
 */
export interface ChatScreenProps {
  knowledge?: ReactNode;
  search?: ReactNode;
  history?: ReactNode;
  viewer?: ReactNode;
}

/** /chat: three columns, or three tabs at 768 px and below (SPEC point 2). */
export default function ChatScreen({ knowledge, search, history, viewer }: ChatScreenProps) {
  const session = useSession();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [tab, setTab] = useState<Tab>('chat');
  const historyId = useActiveHistory();
  const { sending, pending, send } = useSend(historyId);

  if (session.authLoading || !session.user) {
    return (
      <p className="chat-loading" role="status">
        {CHAT_TEXT.loadingSession}
      </p>
    );
  }

  const hidden = (t: Tab): boolean => mobile && tab !== t;
  return (
    <div className={`chat-screen${mobile ? ' mobile' : ''}`}>
      <header className="visually-hidden">
        <h1>{CHAT_TEXT.title}</h1>
      </header>
      {mobile && (
        <div className="chat-tabs" role="tablist">
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`chat-tab-${t}`}
              aria-selected={tab === t}
              aria-controls={t === 'chat' ? 'main' : `chat-panel-${t}`}
              className={tab === t ? 'active' : ''}
              onClick={() => setTab(t)}
            >
              {CHAT_TEXT.tabs[t]}
            </button>
          ))}
        </div>
      )}
      <aside
        id="chat-panel-knowledge"
        className="chat-column chat-left"
        aria-label={CHAT_TEXT.tabs.knowledge}
        hidden={hidden('knowledge')}
        role={mobile ? 'tabpanel' : undefined}
        aria-labelledby={mobile ? 'chat-tab-knowledge' : undefined}
      >
        {search}
        {knowledge}
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="chat-column chat-middle"
        hidden={hidden('chat')}
        role={mobile ? 'tabpanel' : undefined}
        aria-labelledby={mobile ? 'chat-tab-chat' : undefined}
      >
        <ConversationView historyId={historyId} pending={pending} />
        <ChatInput sending={sending} onSend={send} />
      </main>
      <aside
        id="chat-panel-history"
        className="chat-column chat-right"
        aria-label={CHAT_TEXT.tabs.history}
        hidden={hidden('history')}
        role={mobile ? 'tabpanel' : undefined}
        aria-labelledby={mobile ? 'chat-tab-history' : undefined}
      >
        <div className="chat-right-body">{history}</div>
        <footer className="chat-right-footer">
          <ConnectionStatus />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={session.signingOut}
            onClick={() => void session.signOut()}
          >
            {CHAT_TEXT.logout}
          </button>
        </footer>
      </aside>
      {viewer}
    </div>
  );
}
