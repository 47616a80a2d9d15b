// Chat as outbox handlers: a history made on this device is created on the server first (SPEC
// point 4), then each question is posted in order; the server's stored messages replace the
// question and any answer given on this device.
import {
  ChatHistory,
  lazySchema,
  SendMessageResponse,
  type ComprehensionLevel,
  type Language,
  type Message,
} from '../../../contract';
import { apiFetch } from '../api';
import type { MnemoDb } from '../database';
import { registerOp, type OpHandler } from './registry';
import { HISTORY_KIND } from './history-kind';
import { currentId, rememberServerId } from './temporary-ids';
import { uploadedFileIds } from './upload-ops';

export const CHAT_OP_VERSION = 1;
export const CHAT_OPS = { history: 'chat.history', message: 'chat.message' } as const;

/**
 * The create calls answer with at least id and title (SPEC point 7); the contract has no
 * schema of its own for them, so the history schema is read with everything else optional.
 */
export const CreatedHistory = lazySchema(() => ChatHistory.partial().required({ id: true }));
type CreatedHistory = ReturnType<typeof CreatedHistory.parse>;

export interface HistoryPayload {
  /** The temporary id the history has on this device until the server gives it one. */
  id: number;
  title: string;
}

export interface MessagePayload {
  historyId: number;
  /** The temporary id of the question's row. */
  localId: number;
  text: string;
  language: Language;
  comprehensionLevel: ComprehensionLevel;
  /**
   * The send of files the question was asked with (uploads' batch): the server is told their ids
   * ('file-ids'), so a question about a file still being processed is answered once it is ready.
   */
  uploadBatch?: number;
}

/**
 * Every change of one history is sent in order under its key ('chat:', not the mirror's
 * 'history:' key, so a queued question does not hold back pulls of its history's other changes).
 */
export const historyKey = (id: number): string => `chat:${id}`;
export { HISTORY_KIND };

/** Removes a question made here and the answer this device gave it. */
async function dropLocal(db: MnemoDb, historyIds: number[], localId: number): Promise<void> {
  await db.messages.delete(localId);
  await db.messages
    .where('history_id')
    .anyOf(historyIds)
    .filter((m) => m.answers === localId)
    .delete();
}

const history: OpHandler<HistoryPayload, CreatedHistory> = {
  version: CHAT_OP_VERSION,
  tables: (db) => [db.histories, db.messages],
  send: (p) => {
    const params = new URLSearchParams({ title: p.title });
    return apiFetch(`/api/v1/histories?${params.toString()}`, {
      method: 'POST',
      schema: CreatedHistory,
    });
  },
  async settle(_row, p, created, { db, queue }) {
    const key = historyKey(p.id);
    await rememberServerId(db, HISTORY_KIND, p.id, created.id);
    const local = await db.histories.get(p.id);
    await db.histories.delete(p.id);
    if (local) {
      await db.histories.put({ ...local, id: created.id, title: created.title ?? local.title });
    }
    await db.messages.where('history_id').equals(p.id).modify({ history_id: created.id });
    for (const later of await queue.ofKey(key)) {
      const moved = { ...(later.payload as MessagePayload), historyId: created.id };
      await queue.replace({ ...later, key: historyKey(created.id), payload: moved });
    }
  },
  async undo(_row, p, { db, queue }) {
    await db.histories.delete(p.id);
    await db.messages.where('history_id').equals(p.id).delete();
    await queue.dropKey(historyKey(p.id));
  },
  failure: () => ({ subject: 'history', action: 'create', fileId: null }),
  result: (created) => created.id,
};

const message: OpHandler<MessagePayload, Message[]> = {
  version: CHAT_OP_VERSION,
  tables: (db) => [db.histories, db.messages],
  async send(p, { db }) {
    const params = new URLSearchParams({
      message: p.text,
      'history-id': String(await currentId(db, HISTORY_KIND, p.historyId)),
      language: p.language,
      comprehensionLevel: p.comprehensionLevel,
    });
    const fileIds = p.uploadBatch === undefined ? [] : await uploadedFileIds(db, p.uploadBatch);
    if (fileIds.length > 0) params.set('file-ids', fileIds.join(','));
    return apiFetch(`/api/v1/messages?${params.toString()}`, {
      method: 'POST',
      schema: SendMessageResponse,
    });
  },
  async settle(_row, p, answer, { db }) {
    const historyId = await currentId(db, HISTORY_KIND, p.historyId);
    await dropLocal(db, [p.historyId, historyId], p.localId);
    // The server's stored messages are the ones the history keeps.
    await db.messages.bulkPut(answer.map((m) => ({ ...m, history_id: historyId })));
    await db.histories.update(historyId, { updated_at: new Date().toISOString() });
  },
  async undo(_row, p, { db }) {
    await dropLocal(db, [p.historyId, await currentId(db, HISTORY_KIND, p.historyId)], p.localId);
  },
  failure: (p) => ({ subject: 'message', action: 'create', fileId: null, detail: [p.text] }),
  result: (answer) => answer,
};

registerOp(CHAT_OPS.history, history);
registerOp(CHAT_OPS.message, message);
