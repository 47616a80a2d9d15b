import type { ChatHistory, Message, SendMessageQuery } from '../../contract/chat';
import type { Db } from '../db/database';
import type { ChatHistoryRow, MessageRow } from '../db/schema';
import { readNumberList } from '../db/json-columns';
import { notFound } from '../errors';
import { nowIso } from '../time';
import type { CurrentUser } from '../auth/current-user';

export interface AnswerRequest {
  user: CurrentUser;
  question: string;
  language: SendMessageQuery['language'];
  comprehensionLevel: SendMessageQuery['comprehensionLevel'];
  /** Files the chat is scoped to; empty = all processed files. */
  fileIds: number[];
  /** Earlier turns, oldest first. */
  previous: { sender: 'user' | 'bot'; content: string }[];
  /** Origin for absolute citation links. */
  origin: string;
}

/** Produces the bot's markdown reply. */
export interface Answerer {
  answer(request: AnswerRequest): Promise<string>;
}

const TITLE_MAX = 200;

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly answerer: Answerer,
  ) {}

  async list(user: CurrentUser): Promise<ChatHistory[]> {
    const k = this.db.kysely;
    const histories = await k
      .selectFrom('chat_histories')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    if (histories.length === 0) return [];
    const messages = await k
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    const byHistory = new Map<number, Message[]>();
    for (const m of messages) {
      const list = byHistory.get(m.history_id) ?? [];
      list.push(toMessage(m));
      byHistory.set(m.history_id, list);
    }
    return histories.map((h) => toHistory(h, byHistory.get(h.id) ?? []));
  }

  async create(
    user: CurrentUser,
    title: string | undefined,
    fileIds: number[] = [],
  ): Promise<ChatHistory> {
    const now = nowIso();
    const row = await this.db.kysely
      .insertInto('chat_histories')
      .values({
        user_id: user.id,
        title: titleOf(title),
        file_ids: JSON.stringify(await this.ownFileIds(user, fileIds)),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toHistory(row, []);
  }

  async delete(user: CurrentUser, historyId: number): Promise<void> {
    const row = await this.history(user, historyId);
    await this.db.kysely.transaction().execute(async (tx) => {
      await tx.deleteFrom('messages').where('history_id', '=', row.id).execute();
      await tx.deleteFrom('chat_histories').where('id', '=', row.id).execute();
    });
  }

  /** Stores the question, asks the assistant, stores the reply; a missing history is created first. */
  async send(user: CurrentUser, query: SendMessageQuery, origin: string): Promise<Message[]> {
    const history = query['history-id']
      ? await this.history(user, query['history-id'])
      : await this.insertHistory(user, query.message);
    const k = this.db.kysely;
    const previous = await k
      .selectFrom('messages')
      .select(['sender', 'content'])
      .where('history_id', '=', history.id)
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    const userMessage = await this.insertMessage(user, history.id, query.message, 'user');
    const reply = await this.answerer.answer({
      user,
      question: query.message,
      language: query.language,
      comprehensionLevel: query.comprehensionLevel,
      fileIds: readNumberList(history.file_ids),
      previous: previous.reverse(),
      origin,
    });
    const botMessage = await this.insertMessage(user, history.id, reply, 'bot');
    await k
      .updateTable('chat_histories')
      .set({ updated_at: botMessage.created_at })
      .where('id', '=', history.id)
      .execute();
    return [toMessage(userMessage), toMessage(botMessage)];
  }

  private async insertHistory(user: CurrentUser, title: string): Promise<ChatHistoryRow> {
    const now = nowIso();
    return this.db.kysely
      .insertInto('chat_histories')
      .values({
        user_id: user.id,
        title: titleOf(title),
        file_ids: '[]',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private insertMessage(
    user: CurrentUser,
    historyId: number,
    content: string,
    sender: 'user' | 'bot',
  ): Promise<MessageRow> {
    return this.db.kysely
      .insertInto('messages')
      .values({
        user_id: user.id,
        history_id: historyId,
        content,
        sender,
        is_liked: 0,
        is_disliked: 0,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async history(user: CurrentUser, id: number): Promise<ChatHistoryRow> {
    const row = await this.db.kysely
      .selectFrom('chat_histories')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound('Chat history not found');
    return row;
  }

  private async ownFileIds(user: CurrentUser, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.kysely
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', user.id)
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== new Set(ids).size) throw notFound('File not found');
    return rows.map((r) => r.id);
  }
}

function titleOf(text: string | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return 'New Chat';
  return clean.length > TITLE_MAX ? `${clean.slice(0, TITLE_MAX - 1)}…` : clean;
}

const toMessage = (m: MessageRow): Message => ({
  id: m.id,
  content: m.content,
  sender: m.sender,
  timestamp: m.created_at,
  is_liked: m.is_liked === 1 ? 1 : 0,
  is_disliked: m.is_disliked === 1 ? 1 : 0,
});

const toHistory = (h: ChatHistoryRow, messages: Message[]): ChatHistory => ({
  id: h.id,
  title: h.title,
  created_at: h.created_at,
  updated_at: h.updated_at,
  file_ids: readNumberList(h.file_ids),
  messages,
});
