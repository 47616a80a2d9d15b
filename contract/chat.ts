import { z } from 'zod';
import { ComprehensionLevel, Id, Iso, Language } from './common';
import { SyncInfo } from './sync';
import { lazySchema } from './lazy-schema';

export const Message = lazySchema(() =>
  z.object({
    id: z.number().int(),
    content: z.string(),
    sender: z.enum(['user', 'bot']),
    timestamp: Iso,
    /** 0 or 1 on the wire; the client maps them to booleans. */
    is_liked: z.union([z.literal(0), z.literal(1)]),
    is_disliked: z.union([z.literal(0), z.literal(1)]),
  }),
);
export type Message = z.infer<typeof Message>;

export const ChatHistory = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    created_at: Iso,
    updated_at: Iso,
    /** Files this chat answers from; empty means all processed files. */
    file_ids: z.array(z.number().int()),
    messages: z.array(Message),
  }),
);
export type ChatHistory = z.infer<typeof ChatHistory>;

/** With `updated_since`, each history carries only its messages created or changed since. */
export const HistoryListResponse = lazySchema(() =>
  z.object({
    items: z.array(ChatHistory),
    sync: SyncInfo.optional(),
  }),
);
export type HistoryListResponse = z.infer<typeof HistoryListResponse>;

export const CreateHistoryQuery = lazySchema(() =>
  z.object({ title: z.string().max(500).optional() }),
);
/** Optional body of the new-chat calls: scope the chat to some files. */
export const CreateHistoryBody = lazySchema(() =>
  z
    .object({
      title: z.string().max(500).optional(),
      file_ids: z.array(z.number().int()).optional(),
    })
    .nullish(),
);

export const SendMessageQuery = lazySchema(() =>
  z.object({
    message: z.string().trim().min(1, { message: 'must not be blank' }).max(10_000),
    'history-id': Id.optional(),
    language: Language.default('English'),
    comprehensionLevel: ComprehensionLevel.default('Beginner'),
    /**
     * Not in SPEC point 7: ids of the files sent with this message (comma-separated). While any of
     * them is being processed, the reply says so and the answer follows in the chat when it is ready.
     */
    'file-ids': z
      .string()
      .regex(/^\d{1,15}(,\d{1,15}){0,49}$/, { message: 'must be comma-separated file ids' })
      .transform((ids) => ids.split(',').map(Number))
      .optional(),
  }),
);
export type SendMessageQuery = z.infer<typeof SendMessageQuery>;

export const SendMessageResponse = lazySchema(() => z.array(Message));

export const HistoryIdParams = lazySchema(() => z.object({ id: Id }));
