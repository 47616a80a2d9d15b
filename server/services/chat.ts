import type { ChatHistory, Message, SendMessageQuery } from '../../contract/chat';
import { assistantMessages, isRefusal } from '../../engine/assistant/messages';
import type { SyncInfo } from '../../contract/sync';
import type { ChatRepository } from '../db/chat-repository';
import type { DeletionsRepository } from '../db/deletions-repository';
import type { FilesRepository } from '../db/files-repository';
import type { PendingAnswer, PendingAnswersRepository } from '../db/pending-answers-repository';
import type { EventBus } from '../realtime/event-bus';
import type { ChatHistoryRow, MessageRow } from '../db/schema';
import { readNumberList } from '../db/json-columns';
import { notFound } from '../errors';
import type { CurrentUser } from '../auth/current-user';
import { listChanges } from './changes';

export interface AnswerRequest {
  /** Whose files answer: only the row id matters. */
  user: Pick<CurrentUser, 'id'>;
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

/** File states in which a file's text is not searchable yet. */
const READING = new Set(['uploaded', 'processing', 'extracted']);

const TITLE_MAX = 200;
/** Earlier turns handed to the assistant with a question. */
const PREVIOUS_TURNS = 10;

export class ChatService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly files: FilesRepository,
    private readonly answerer: Answerer,
    private readonly deletions: DeletionsRepository,
    private readonly pending: PendingAnswersRepository,
    private readonly bus: EventBus,
  ) {}

  /**
   * The caller's histories changed since the cursor `since` (README "Incremental lists"), each
   * with only its messages created or changed since, newest first; a history that got a message
   * is listed even if its own row did not change yet.
   */
  async changes(
    user: CurrentUser,
    since: string,
  ): Promise<{ items: ChatHistory[]; sync: SyncInfo }> {
    let messages: MessageRow[] = [];
    const listing = await listChanges(
      since,
      null,
      async (after) => {
        const [histories, changed] = await Promise.all([
          this.chats.historiesChangedAfter(user.id, after),
          this.chats.messagesChangedAfter(user.id, after),
        ]);
        messages = changed;
        const listed = new Set(histories.map((h) => h.id));
        const others = [...new Set(changed.map((m) => m.history_id))].filter(
          (id) => !listed.has(id),
        );
        return [...histories, ...(await this.chats.historiesByIds(user.id, others))];
      },
      (from) => this.deletions.since(user.id, 'chat_history', from),
    );
    const byHistory = groupByHistory(messages);
    const items = listing.rows
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
      .map((h) => toHistory(h, byHistory.get(h.id) ?? []));
    return { items, sync: listing.sync };
  }

  async list(user: CurrentUser): Promise<ChatHistory[]> {
    const histories = await this.chats.historiesOfOwner(user.id);
    if (histories.length === 0) return [];
    const byHistory = groupByHistory(await this.chats.messagesOfOwner(user.id));
    return histories.map((h) => toHistory(h, byHistory.get(h.id) ?? []));
  }

  async create(
    user: CurrentUser,
    title: string | undefined,
    fileIds: number[] = [],
  ): Promise<ChatHistory> {
    const row = await this.chats.insertHistory({
      userId: user.id,
      title: titleOf(title),
      fileIds: await this.ownFileIds(user, fileIds),
    });
    return toHistory(row, []);
  }

  async delete(user: CurrentUser, historyId: number): Promise<void> {
    const row = await this.history(user, historyId);
    await this.chats.deleteHistory(user.id, row.id);
  }

  /**
   * Stores the question, asks the assistant, stores the reply; a missing history is created first.
   * A question whose files are still being processed (those sent with it, or any file of the
   * chat when nothing ready answers it) gets a reply that says so, and its answer is posted in
   * the chat when they are ready (`answerWaiting`).
   */
  async send(user: CurrentUser, query: SendMessageQuery, origin: string): Promise<Message[]> {
    const history = query['history-id']
      ? await this.history(user, query['history-id'])
      : await this.chats.insertHistory({
          userId: user.id,
          title: titleOf(query.message),
          fileIds: [],
        });
    const previous = await this.chats.recentTurns(history.id, PREVIOUS_TURNS);
    const userMessage = await this.chats.insertMessage({
      userId: user.id,
      historyId: history.id,
      content: query.message,
      sender: 'user',
    });
    const scope = readNumberList(history.file_ids);
    const request: AnswerRequest = {
      user,
      question: query.message,
      language: query.language,
      comprehensionLevel: query.comprehensionLevel,
      fileIds: scope,
      previous,
      origin,
    };
    const attached = new Set(query['file-ids'] ?? []);
    const reading = await this.filesBeingRead(user.id, scope, attached);
    let waitFor = reading.filter((f) => attached.has(f.id));
    let reply = '';
    if (waitFor.length === 0) {
      reply = await this.answerer.answer(request);
      if (isRefusal(reply)) waitFor = reading;
    }
    let waiting: PendingAnswer | null = null;
    if (waitFor.length > 0) {
      reply = assistantMessages(query.language).stillReading(waitFor.map((f) => f.file_name));
      waiting = await this.pending.insert({
        userId: user.id,
        historyId: history.id,
        question: query.message,
        language: query.language,
        comprehensionLevel: query.comprehensionLevel,
        origin,
        fileIds: waitFor.map((f) => f.id),
      });
    }
    const botMessage = await this.chats.insertMessage({
      userId: user.id,
      historyId: history.id,
      content: reply,
      sender: 'bot',
    });
    await this.chats.touchHistory(history.id, botMessage.created_at);
    // The files may have become ready while this reply was written: their event has passed.
    if (waiting) await this.answerIfReady(user, waiting);
    return [toMessage(userMessage), toMessage(botMessage)];
  }

  /**
   * A file of `user` is processed or failed: answers, in their chats, the questions that waited
   * for it and wait for nothing else now. Each answer is stored and pushed to the user's sockets.
   */
  async answerWaiting(userId: number, fileId: number): Promise<void> {
    for (const waiting of await this.pending.ofOwner(userId)) {
      if (waiting.fileIds.includes(fileId)) await this.answerIfReady({ id: userId }, waiting);
    }
  }

  private async answerIfReady(user: AnswerRequest['user'], waiting: PendingAnswer): Promise<void> {
    const files = await this.files.statusesOfOwner(user.id, waiting.fileIds);
    if (files.some((f) => READING.has(f.status))) return;
    if (!(await this.pending.claim(waiting.id))) return;
    const history = await this.chats.historyOfOwner(user.id, waiting.history_id);
    if (!history) return;
    const previous = await this.chats.recentTurns(history.id, PREVIOUS_TURNS);
    const reply = await this.answerer.answer({
      user,
      question: waiting.question,
      language: waiting.language as SendMessageQuery['language'],
      comprehensionLevel: waiting.comprehension_level as SendMessageQuery['comprehensionLevel'],
      fileIds: readNumberList(history.file_ids),
      previous,
      origin: waiting.origin,
    });
    const message = await this.chats.insertMessage({
      userId: user.id,
      historyId: history.id,
      content: reply,
      sender: 'bot',
    });
    await this.chats.touchHistory(history.id, message.created_at);
    this.bus.publish(user.id, {
      event: 'chat_message',
      data: { history_id: history.id, message: toMessage(message) },
    });
  }

  /** The chat's files (all the user's when it has no scope) and the attached ones not ready yet. */
  private async filesBeingRead(
    userId: number,
    scope: readonly number[],
    attached: ReadonlySet<number>,
  ): Promise<{ id: number; file_name: string }[]> {
    const ids = scope.length > 0 ? [...new Set([...scope, ...attached])] : null;
    const files = await this.files.statusesOfOwner(userId, ids);
    return files.filter((f) => READING.has(f.status));
  }

  private async history(user: CurrentUser, id: number): Promise<ChatHistoryRow> {
    const row = await this.chats.historyOfOwner(user.id, id);
    if (!row) throw notFound('Chat history not found');
    return row;
  }

  private async ownFileIds(user: CurrentUser, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const owned = await this.files.ownedIds(user.id, ids);
    if (owned.length !== new Set(ids).size) throw notFound('File not found');
    return owned;
  }
}

function groupByHistory(messages: MessageRow[]): Map<number, Message[]> {
  const byHistory = new Map<number, Message[]>();
  for (const m of messages) {
    const list = byHistory.get(m.history_id) ?? [];
    list.push(toMessage(m));
    byHistory.set(m.history_id, list);
  }
  return byHistory;
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
