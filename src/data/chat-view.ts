// The chats as the chat screen reads them from this device: the messages of a chat in order and
// the chat shown. Light on purpose (Dexie's live queries, no API, outbox or engine): the chat
// screen's first paint needs only this; sending and the history list live in chat.ts.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useDb, type HistoryRow, type MessageRow } from './db';
import { HISTORY_KIND } from './outbox/history-kind';
import { currentId } from './outbox/temporary-ids';
import { createStore } from '../lib/store';
import { compareTimestamps } from '../lib/timestamps';

/** A message as the UI uses it: is_liked / is_disliked as booleans (SPEC point 3). */
export interface ChatMessage {
  id: number;
  history_id: number;
  content: string;
  sender: 'user' | 'bot';
  timestamp: string;
  is_liked: boolean;
  is_disliked: boolean;
  /** 'waiting': a question not sent yet; 'device': the answer this device gave it meanwhile. */
  local?: 'waiting' | 'device';
}

export interface HistoryItem extends HistoryRow {
  messages: ChatMessage[];
}

export function toChatMessage(m: MessageRow): ChatMessage {
  const { answers: _answers, ...row } = m;
  return { ...row, is_liked: m.is_liked === 1, is_disliked: m.is_disliked === 1 };
}

export function byTime(
  a: { timestamp: string; id: number },
  b: { timestamp: string; id: number },
): number {
  return compareTimestamps(a.timestamp, b.timestamp) || a.id - b.id;
}

export function newestFirst(a: HistoryRow, b: HistoryRow): number {
  return compareTimestamps(b.updated_at, a.updated_at) || b.id - a.id;
}

export function useMessages(historyId: number | null): ChatMessage[] {
  const db = useDb();
  return (
    useLiveQuery(async () => {
      if (!db || historyId == null) return [];
      const id = await currentId(db, HISTORY_KIND, historyId);
      const rows = await db.messages.where('history_id').equals(id).toArray();
      return rows.sort(byTime).map(toChatMessage);
    }, [db, historyId]) ?? []
  );
}

const activeHistory = createStore<number | null>(null);

/**
 * The chat shown in the conversation; null until one is picked or created. A chat made on this
 * device is followed to its server id once created (by this page, another tab or the worker).
 */
export function useActiveHistory(): number | null {
  const selected = useSyncExternalStore(
    activeHistory.subscribe,
    activeHistory.get,
    activeHistory.get,
  );
  const db = useDb();
  const current = useLiveQuery(
    async () => (db && selected !== null ? currentId(db, HISTORY_KIND, selected) : selected),
    [db, selected],
  );
  return current ?? selected;
}

export function selectHistory(id: number | null): void {
  activeHistory.set(id);
}
