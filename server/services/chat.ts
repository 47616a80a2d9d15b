import type { ChatHistory, Message, SendMessageQuery } from '../../contract/chat';
import type { ChatRepository } from '../db/chat-repository';
import type { FilesRepository } from '../db/files-repository';
import type { ChatHistoryRow, MessageRow } from '../db/schema';
import { readNumberList } from '../db/json-columns';
import { notFound } from '../errors';
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
/** Earlier turns handed to the assistant with a question. */
const PREVIOUS_TURNS = 10;

export class ChatService {
  constructor(
    private readonly chats: ChatRepository,
    private readonly files: FilesRepository,
    private readonly answerer: Answerer,
  ) {}

  async list(user: CurrentUser): Promise<ChatHistory[]> {
    const histories = await this.chats.historiesOfOwner(user.id);
    if (histories.length === 0) return [];
    const byHistory = new Map<number, Message[]>();
    for (const m of await this.chats.messagesOfOwner(user.id)) {
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
    const row = await this.chats.insertHistory({
      userId: user.id,
      title: titleOf(title),
      fileIds: await this.ownFileIds(user, fileIds),
    });
    return toHistory(row, []);
  }

  async delete(user: CurrentUser, historyId: number): Promise<void> {
    const row = await this.history(user, historyId);
    await this.chats.deleteHistory(row.id);
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
