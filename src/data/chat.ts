import { useLiveQuery } from 'dexie-react-hooks';
import { type Message } from '../../contract';
import { ApiError, apiFetch as plainFetch } from './api';
import { answerOnDevice } from './device-engine';
import { HISTORIES } from './mirror/collections';
import { pullCollection } from './mirror/pull';
import { requireDb, useDb, type HistoryRow, type MnemoDb } from './db';
import type { StudyPrefs } from './files';
import { isTemporaryId, onOutboxRefusal, requireOutbox, temporaryId } from './outbox';
import {
  CHAT_OPS,
  HISTORY_KIND,
  historyKey,
  type HistoryPayload,
  type MessagePayload,
} from './outbox/chat-ops';
import type { NewOp } from './outbox/queue';
import { currentId } from './outbox/temporary-ids';
import { errorStatus } from '../lib/errors';
import { refreshSubscription } from './session/subscription';
import {
  byTime,
  newestFirst,
  selectHistory,
  toChatMessage,
  type ChatMessage,
  type HistoryItem,
} from './chat-view';

export {
  selectHistory,
  useActiveHistory,
  useMessages,
  type ChatMessage,
  type HistoryItem,
} from './chat-view';

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

// A question or new chat refused later (sent by the outbox, maybe by the service worker) for the
// same reason reads the status again too.
onOutboxRefusal(({ subject, error }) => {
  if ((subject === 'message' || subject === 'history') && errorStatus(error) === 402)
    void refreshSubscription();
});

/**
 * GET the histories and messages changed since the last pull into IndexedDB (incremental); what
 * was made on this device and is not on the server yet (temporary ids) stays as it is.
 */
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

/** A new chat, made on this device at once and created on the server in order. */
function queueHistory(db: MnemoDb, title: string): { row: HistoryRow; op: NewOp } {
  const now = new Date().toISOString();
  const row: HistoryRow = {
    id: temporaryId(),
    title,
    created_at: now,
    updated_at: now,
    file_ids: [],
  };
  const payload: HistoryPayload = { id: row.id, title };
  return { row, op: { type: CHAT_OPS.history, key: historyKey(row.id), fileId: null, payload } };
}

/** POST /api/chat/history: a new, empty chat (made here at once, sent in order). */
export async function newChat(): Promise<HistoryRow> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const { row, op } = queueHistory(db, 'New Chat');
  await outbox.change([db.histories], async () => {
    await db.histories.put(row);
    return op;
  });
  return row;
}

export async function deleteHistory(staleId: number): Promise<void> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const id = await currentId(db, HISTORY_KIND, staleId);
  // A chat the server never saw is just dropped, with what was queued in it.
  if (!isTemporaryId(id)) await apiFetch(`/api/chat/history/${id}`, { method: 'DELETE' });
  await db.transaction('rw', db.histories, db.messages, db.outbox, async () => {
    await outbox.queue.dropKey(historyKey(id));
    await db.histories.delete(id);
    await db.messages.where('history_id').equals(id).delete();
  });
}

export interface SentMessage {
  historyId: number;
  /** The server's messages, or null when the question waits on this device to be sent. */
  answer: Message[] | null;
  /** The question's temporary id while it waits. */
  localId: number;
}

/**
 * SPEC point 4 "Sending a message": the question shows at once (waiting) in the selected chat,
 * or in a new one titled by the text; it is posted in order (the new chat created first) by
 * this page or the service worker, with the ids of the files uploaded with it (`uploadBatch`),
 * and the server's messages replace it. Online this waits for
 * the server's answer; offline it resolves at once with `answer` null.
 */
export async function sendMessage(
  text: string,
  historyId: number | null,
  prefs: StudyPrefs,
  uploadBatch?: number,
): Promise<SentMessage> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const now = new Date().toISOString();
  const localId = temporaryId();
  let target = historyId === null ? null : await currentId(db, HISTORY_KIND, historyId);
  const seq = await outbox.change([db.histories, db.messages], async () => {
    const ops: NewOp[] = [];
    if (target === null) {
      const created = queueHistory(db, text.slice(0, 500) || 'New Chat');
      await db.histories.put(created.row);
      ops.push(created.op);
      target = created.row.id;
    }
    await db.messages.put({
      id: localId,
      history_id: target,
      content: text,
      sender: 'user',
      timestamp: now,
      is_liked: 0,
      is_disliked: 0,
      local: 'waiting',
    });
    await db.histories.update(target, { updated_at: now });
    const payload: MessagePayload = {
      historyId: target,
      localId,
      text,
      language: prefs.selectedLanguage,
      comprehensionLevel: prefs.comprehensionLevel,
      ...(uploadBatch === undefined ? {} : { uploadBatch }),
    };
    ops.push({ type: CHAT_OPS.message, key: historyKey(target), fileId: null, payload });
    return ops;
  });
  if (target === null) throw new Error('No chat to send the message in');
  selectHistory(target);
  const answer = seq === null ? null : ((await outbox.sent(seq)) as Message[] | null);
  return { historyId: await currentId(db, HISTORY_KIND, target), answer, localId };
}

/**
 * Stores the answer this device's engine gave a question still waiting to be sent, shown as
 * "answered on this device" until the server's own reply replaces it. A question sent
 * meanwhile keeps the server's reply instead.
 */
export async function keepDeviceAnswer(localId: number, content: string): Promise<boolean> {
  const db = requireDb();
  return db.transaction('rw', db.messages, async () => {
    const question = await db.messages.get(localId);
    if (question?.local !== 'waiting') return false;
    await db.messages.put({
      id: temporaryId(),
      history_id: question.history_id,
      content,
      sender: 'bot',
      timestamp: new Date(Math.max(Date.now(), Date.parse(question.timestamp) + 1)).toISOString(),
      is_liked: 0,
      is_disliked: 0,
      local: 'device',
      answers: localId,
    });
    return true;
  });
}

/**
 * Answers a question that waits to be sent with the engine on this device (in its worker, from
 * the mirrored chunks of the chat's files); false when there is nothing to answer from or the
 * question has been sent meanwhile.
 */
export async function answerWaitingQuestion(
  sent: SentMessage,
  question: string,
  prefs: StudyPrefs,
): Promise<boolean> {
  const db = requireDb();
  const historyId = await currentId(db, HISTORY_KIND, sent.historyId);
  const fileIds = (await db.histories.get(historyId))?.file_ids ?? [];
  const markdown = await answerOnDevice(question, fileIds, prefs.comprehensionLevel);
  return markdown === null ? false : keepDeviceAnswer(sent.localId, markdown);
}
