import { lazy, useState, type ReactNode } from 'react';
import { useSession } from '../../data/session';
import { useActiveHistory } from '../../data/chat-view';
import { trackClick } from '../../telemetry/analytics';
import { AfterPaint } from '../../ui/AfterPaint';
import { TabList } from '../../ui/TabList';
import { ChatInput } from './ChatInput';
import { ConversationView } from './ConversationView';
import { useChatText } from './messages';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import { useSend } from './useSend';
import './chat.css';

const FooterStatus = lazy(() => import('./FooterStatus'));

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
  /** "Study · N due today", above the knowledge base. */
  study?: ReactNode;
}

/** /chat: three columns, or three tabs at 768 px and below (SPEC point 2). */
export default function ChatScreen({ knowledge, search, history, viewer, study }: ChatScreenProps) {
  const chatText = useChatText();
  const session = useSession();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [tab, setTab] = useState<Tab>('chat');
  const historyId = useActiveHistory();
  const { sending, thinking, send } = useSend(historyId);

  if (session.authLoading || !session.user) {
    return (
      <p className="chat-loading" role="status">
        {chatText.loadingSession}
      </p>
    );
  }

  /** On mobile each column is the tab panel of its tab; otherwise all three show. */
  const panel = (t: Tab) => ({
    hidden: mobile && tab !== t,
    role: mobile ? 'tabpanel' : undefined,
    'aria-labelledby': mobile ? `chat-tab-${t}` : undefined,
  });
  return (
    <div className={`chat-screen${mobile ? ' mobile' : ''}`}>
      <header className="visually-hidden">
        <h1>{chatText.title}</h1>
      </header>
      {mobile && (
        <TabList
          tabs={TABS}
          current={tab}
          onSelect={setTab}
          labelOf={(t) => chatText.tabs[t]}
          idOf={(t) => `chat-tab-${t}`}
          controlsOf={(t) => `chat-panel-${t}`}
          className="chat-tabs"
        />
      )}
      <aside
        id="chat-panel-knowledge"
        className="chat-column chat-left"
        aria-label={chatText.tabs.knowledge}
        {...panel('knowledge')}
      >
        {study}
        {search}
        {knowledge}
      </aside>
      {/* The page's main landmark in both layouts; on a phone its content is the Chat tab's panel
          (a main element may not take the tabpanel role itself). */}
      <main
        id="main"
        tabIndex={-1}
        className="chat-column chat-middle"
        hidden={mobile && tab !== 'chat'}
      >
        <div
          id="chat-panel-chat"
          className="chat-panel-body"
          role={mobile ? 'tabpanel' : undefined}
          aria-labelledby={mobile ? 'chat-tab-chat' : undefined}
        >
          <ConversationView historyId={historyId} thinking={thinking} />
          <ChatInput
            sending={sending}
            maxUploadBytes={session.config?.maxUploadBytes}
            onSend={send}
          />
        </div>
      </main>
      <aside
        id="chat-panel-history"
        className="chat-column chat-right"
        aria-label={chatText.tabs.history}
        {...panel('history')}
      >
        <div className="chat-right-body">{history}</div>
        <footer className="chat-right-footer">
          <AfterPaint>
            <FooterStatus />
          </AfterPaint>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={session.signingOut}
            onClick={() => {
              trackClick('logout', 'chat');
              void session.signOut();
            }}
          >
            {chatText.logout}
          </button>
        </footer>
      </aside>
      {viewer}
    </div>
  );
}
