import { useEffect } from 'react';
import { useToast } from '../../ui/toasts';
import {
  deleteHistory,
  newChat,
  pullHistories,
  selectHistory,
  useActiveHistory,
  useHistories,
} from '../../data/chat';
import { errorStatus } from '../../lib/errors';
import { historyPreview } from '../../lib/truncate';
import { trackClick } from '../../telemetry/analytics';
import { useHistoryText } from './messages';
import { TrashIcon } from '../../ui/TrashIcon';
import './history.css';

/** Chats newest first, with new-chat and delete (SPEC point 2 "History panel"). */
export function HistoryPanel() {
  const historyText = useHistoryText();
  const toast = useToast();
  const histories = useHistories();
  const active = useActiveHistory();

  useEffect(() => {
    pullHistories().catch((error: unknown) => console.error('Could not load histories', error));
  }, []);

  async function start() {
    trackClick('new_chat', 'history');
    try {
      const h = await newChat();
      selectHistory(h.id);
      toast.show(historyText.started, 'success');
    } catch (error) {
      // A server answer that refused is a failure; no answer at all is an error (SPEC point 8).
      toast.show(errorStatus(error) ? historyText.startFailed : historyText.startError, 'error');
    }
  }

  async function remove(id: number) {
    if (!window.confirm(historyText.confirmDelete)) return;
    try {
      await deleteHistory(id);
      if (active === id) selectHistory(null);
      toast.show(historyText.deleted, 'success');
    } catch (error) {
      toast.show(errorStatus(error) ? historyText.deleteFailed : historyText.deleteError, 'error');
    }
  }

  return (
    <section className="history" aria-labelledby="history-heading">
      <div className="history-header">
        <h2 id="history-heading">{historyText.heading}</h2>
        <button
          type="button"
          className="btn btn-primary"
          aria-label={historyText.newChatLabel}
          onClick={() => void start()}
        >
          + {historyText.newChat}
        </button>
      </div>
      {histories === undefined && <p className="muted">{historyText.loading}</p>}
      {histories?.length === 0 && <p className="muted">{historyText.empty}</p>}
      <ul className="stack-list history-list">
        {histories?.map((h) => {
          const preview = historyPreview(h.messages);
          return (
            <li key={h.id} className={h.id === active ? 'active' : ''}>
              <button
                type="button"
                className="history-item"
                aria-current={h.id === active ? 'true' : undefined}
                onClick={() => selectHistory(h.id)}
              >
                {preview}
              </button>
              <button
                type="button"
                className="icon-btn small"
                aria-label={historyText.deleteLabel(preview.slice(0, 40))}
                onClick={() => void remove(h.id)}
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
