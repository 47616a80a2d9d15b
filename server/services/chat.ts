import type { ChatHistory, Message, SendMessageQuery } from '../../contract/chat';
import type { SyncInfo } from '../../contract/sync';
import type { ChatRepository } from '../db/chat-repository';
import type { DeletionsRepository } from '../db/deletions-repository';
import type { FilesRepository } from '../db/files-repository';
import type { ChatHistoryRow, MessageRow } from '../db/schema';
import { readNumberList } from '../db/json-columns';
import { notFound } from '../errors';
import type { CurrentUser } from '../auth/current-user';
import { listChanges } from './changes';

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
/** Earlier turns handed to the assistant with a question. */
const PREVIOUS_TURNS = 10;

export class ChatService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly files: FilesRepository,
    private readonly answerer: Answerer,
    private readonly deletions: DeletionsRepository,
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

  /** Stores the question, asks the assistant, stores the reply; a missing history is created first. */
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
    const reply = await this.answerer.answer({
      user,
      question: query.message,
      language: query.language,
      comprehensionLevel: query.comprehensionLevel,
      fileIds: readNumberList(history.file_ids),
      previous,
      origin,
    });
    const botMessage = await this.chats.insertMessage({
      userId: user.id,
      historyId: history.id,
      content: reply,
      sender: 'bot',
    });
    await this.chats.touchHistory(history.id, botMessage.created_at);
    return [toMessage(userMessage), toMessage(botMessage)];
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
