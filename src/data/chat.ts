import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { ChatHistory, SendMessageResponse, type Message } from '../../contract';
import { ApiError, apiFetch as plainFetch } from './api';
import { HISTORIES } from './mirror/collections';
import { pullCollection } from './mirror/pull';
import { requireDb, useDb, type HistoryRow, type MessageRow, type MnemoDb } from './db';
import type { StudyPrefs } from './files';
import { createStore } from '../lib/store';
import { refreshSubscription } from './session/subscription';

/**
 * The chat calls. A 402 means the subscription no longer opens the chat (SPEC point 6, Stripe
 * billing): the status is read again, so the route guard sends the student to /settings.
 */
async function apiFetch<T>(...args: Parameters<typeof plainFetch<T>>): Promise<T> {
  try {
    return await plainFetch(...args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) void refreshSubscription();
    throw error;
  }
}

/** A message as the UI uses it: is_liked / is_disliked as booleans (SPEC point 3). */
export interface ChatMessage {
  id: number;
  history_id: number;
  content: string;
  sender: 'user' | 'bot';
  timestamp: string;
  is_liked: boolean;
  is_disliked: boolean;
}

export interface HistoryItem extends HistoryRow {
  messages: ChatMessage[];
}

/**
 * The create calls answer with at least id and title (SPEC point 7); the contract has no
 * schema of its own for them, so the history schema is read with everything else optional.
 */
const CreatedHistory = ChatHistory.partial().required({ id: true });

function toChatMessage(m: MessageRow): ChatMessage {
  return { ...m, is_liked: m.is_liked === 1, is_disliked: m.is_disliked === 1 };
}

function byTime(
  a: { timestamp: string; id: number },
  b: { timestamp: string; id: number },
): number {
  return a.timestamp.localeCompare(b.timestamp) || a.id - b.id;
}

function newestFirst(a: HistoryRow, b: HistoryRow): number {
  return b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
}

/** GET the histories and messages changed since the last pull into IndexedDB (incremental). */
export async function pullHistories(): Promise<void> {
  await pullCollection(requireDb(), HISTORIES);
}

/** Histories, newest first, each with its messages in order. */
export function useHistories(): HistoryItem[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [histories, messages] = await Promise.all([
      db.histories.toArray(),
      db.messages.toArray(),
    ]);
    const byHistory = new Map<number, ChatMessage[]>();
    for (const m of messages.sort(byTime)) {
      const list = byHistory.get(m.history_id) ?? [];
      list.push(toChatMessage(m));
      byHistory.set(m.history_id, list);
    }
    return histories.sort(newestFirst).map((h) => ({ ...h, messages: byHistory.get(h.id) ?? [] }));
  }, [db]);
}

export function useMessages(historyId: number | null): ChatMessage[] {
  const db = useDb();
  return (
    useLiveQuery(async () => {
      if (!db || historyId == null) return [];
      const rows = await db.messages.where('history_id').equals(historyId).toArray();
      return rows.sort(byTime).map(toChatMessage);
    }, [db, historyId]) ?? []
  );
}

async function storeHistory(
  db: MnemoDb,
  created: { id: number; title?: string | undefined },
): Promise<HistoryRow> {
  const now = new Date().toISOString();
  const row: HistoryRow = {
    id: created.id,
    title: created.title ?? '',
    created_at: now,
    updated_at: now,
    file_ids: [],
  };
  await db.histories.put(row);
  return row;
}

/** POST api/v1/histories?title= (title = the message text, or 'New Chat'). */
export async function createHistory(title: string): Promise<HistoryRow> {
  const db = requireDb();
  const params = new URLSearchParams({ title: title.slice(0, 500) || 'New Chat' });
  const res = await apiFetch(`/api/v1/histories?${params.toString()}`, {
    method: 'POST',
    schema: CreatedHistory,
  });
  return storeHistory(db, { ...res, title: res.title ?? title });
}

/** POST /api/chat/history: a new, empty chat. */
export async function newChat(): Promise<HistoryRow> {
  const db = requireDb();
  const res = await apiFetch('/api/chat/history', { method: 'POST', schema: CreatedHistory });
  return storeHistory(db, res);
}

export async function deleteHistory(id: number): Promise<void> {
  const db = requireDb();
  await apiFetch(`/api/chat/history/${id}`, { method: 'DELETE' });
  await db.transaction('rw', db.histories, db.messages, async () => {
    await db.histories.delete(id);
    await db.messages.where('history_id').equals(id).delete();
  });
}

/**
 * POST the message (with the ids of the files sent with it, so a question about a file still
 * being processed is answered once it is ready); the answer ([user, bot]) is stored and the
 * history moves to the top.
 */
export async function sendMessage(
  text: string,
  historyId: number,
  prefs: StudyPrefs,
  fileIds: readonly number[] = [],
): Promise<Message[]> {
  const db = requireDb();
  const params = new URLSearchParams({
    message: text,
    'history-id': String(historyId),
    language: prefs.selectedLanguage,
    comprehensionLevel: prefs.comprehensionLevel,
  });
  if (fileIds.length > 0) params.set('file-ids', fileIds.join(','));
  const res = await apiFetch(`/api/v1/messages?${params.toString()}`, {
    method: 'POST',
    schema: SendMessageResponse,
  });
  await db.transaction('rw', db.histories, db.messages, async () => {
    await db.messages.bulkPut(res.map((m) => ({ ...m, history_id: historyId })));
    await db.histories.update(historyId, { updated_at: new Date().toISOString() });
  });
  return res;
}

const activeHistory = createStore<number | null>(null);

/** The chat shown in the conversation; null until one is picked or created. */
export function useActiveHistory(): number | null {
  return useSyncExternalStore(activeHistory.subscribe, activeHistory.get, activeHistory.get);
}

export function selectHistory(id: number | null): void {
  activeHistory.set(id);
}
