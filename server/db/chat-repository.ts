// The queries of the chat aggregate: a user's histories and their messages. Reads are scoped by
// owner and return typed rows or null.
import type { Kysely } from 'kysely';
import type { ChatHistoryRow, Database, MessageRow } from './schema';
import { nowIso } from '../time';
import { changedAfter, type ChangePosition } from './changes';
import { DeletionsRepository } from './deletions-repository';

export interface NewHistory {
  userId: number;
  title: string;
  fileIds: number[];
}

export interface NewMessage {
  userId: number;
  historyId: number;
  content: string;
  sender: 'user' | 'bot';
}

export class ChatRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The owner's histories, most recently active first. */
  historiesOfOwner(userId: number): Promise<ChatHistoryRow[]> {
    return this.db
      .selectFrom('chat_histories')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Every message of the owner, oldest first. */
  messagesOfOwner(userId: number): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** The owner's histories changed after `after` (all with null), in change order. */
  historiesChangedAfter(userId: number, after: ChangePosition | null): Promise<ChatHistoryRow[]> {
    let query = this.db.selectFrom('chat_histories').selectAll().where('user_id', '=', userId);
    if (after) query = query.where(changedAfter(after));
    return query.orderBy('updated_at').orderBy('id').execute();
  }

  /** The owner's messages changed after `after` (all with null), oldest first. */
  messagesChangedAfter(userId: number, after: ChangePosition | null): Promise<MessageRow[]> {
    let query = this.db.selectFrom('messages').selectAll().where('user_id', '=', userId);
    if (after) query = query.where(changedAfter(after));
    return query.orderBy('id').execute();
  }

  /** The owner's histories among `ids`. */
  historiesByIds(userId: number, ids: readonly number[]): Promise<ChatHistoryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('chat_histories')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The owner's history, or null: another user's id reads as a missing one. */
  async historyOfOwner(userId: number, id: number): Promise<ChatHistoryRow | null> {
    const row = await this.db
      .selectFrom('chat_histories')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The last `limit` turns of a history, oldest first. */
  async recentTurns(
    historyId: number,
    limit: number,
  ): Promise<Pick<MessageRow, 'sender' | 'content'>[]> {
    const rows = await this.db
      .selectFrom('messages')
      .select(['sender', 'content'])
      .where('history_id', '=', historyId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  insertHistory(history: NewHistory): Promise<ChatHistoryRow> {
    const now = nowIso();
    return this.db
      .insertInto('chat_histories')
      .values({
        user_id: history.userId,
        title: history.title,
        file_ids: JSON.stringify(history.fileIds),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  insertMessage(message: NewMessage): Promise<MessageRow> {
    const now = nowIso();
    return this.db
      .insertInto('messages')
      .values({
        user_id: message.userId,
        history_id: message.historyId,
        content: message.content,
        sender: message.sender,
        is_liked: 0,
        is_disliked: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async touchHistory(historyId: number, at: string): Promise<void> {
    await this.db
      .updateTable('chat_histories')
      .set({ updated_at: at })
      .where('id', '=', historyId)
      .execute();
  }

  /**
   * Deletes the owner's history and its messages in one transaction, leaving one tombstone: a
   * client drops the messages of a deleted history with it.
   */
  async deleteHistory(userId: number, historyId: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('messages').where('history_id', '=', historyId).execute();
      const gone = await tx
        .deleteFrom('chat_histories')
        .where('id', '=', historyId)
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      await new DeletionsRepository(tx).record(
        userId,
        'chat_history',
        gone.map((row) => ({ id: row.id, file_id: null })),
      );
    });
  }
}
