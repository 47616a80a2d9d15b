import { z } from 'zod';
import { Message } from './chat';
import { FileRecord, FileStatus } from './files';
import { lazySchema } from './lazy-schema';

/** The first (and only) message a client sends on /ws/{uid}. */
export const SocketAuth = lazySchema(() =>
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
);
export type SocketAuth = z.infer<typeof SocketAuth>;

const FileEventData = lazySchema(() =>
  z.object({
    file_id: z.number().int(),
    status: FileStatus.nullable(),
    error_message: z.string().nullable(),
  }),
);

export const SocketEvent = lazySchema(() =>
  z.discriminatedUnion('event', [
    z.object({ event: z.literal('authenticated') }),
    z.object({ event: z.literal('file_processed'), result: FileRecord }),
    z.object({ event: z.literal('file_status_update'), data: FileEventData }),
    z.object({ event: z.literal('file_status_error'), data: FileEventData }),
    z.object({ event: z.literal('file_deleted'), data: FileEventData }),
    // Not in SPEC point 7: the user signed out of all devices or deleted the account; every socket
    // of the user gets this, then closes with SOCKET_CLOSE.sessionEnded, and the app signs out.
    z.object({
      event: z.literal('session_revoked'),
      data: z.object({
        uid: z.string(),
        revoked_at: z.number().int(),
        reason: z.enum(['signed_out_everywhere', 'account_deleted']),
      }),
    }),
    // Not in SPEC point 7: a reply the server posted in a chat by itself (the answer to a question
    // asked while its files were still being processed), already stored in the history.
    z.object({
      event: z.literal('chat_message'),
      data: z.object({ history_id: z.number().int(), message: Message }),
    }),
    // Not in SPEC point 7: how many pages of a PDF have been read, while it is processing.
    z.object({
      event: z.literal('file_progress'),
      data: z.object({
        file_id: z.number().int(),
        pages_read: z.number().int().nonnegative(),
        page_count: z.number().int().positive(),
      }),
    }),
  ]),
);
export type SocketEvent = z.infer<typeof SocketEvent>;

/** Close codes of /ws/{uid}; the client does not retry the 44xx ones. */
export const SOCKET_CLOSE = {
  missingToken: 4400,
  invalidToken: 4401,
  wrongUser: 4403,
  authTimeout: 4408,
  sessionEnded: 4410,
  tooManyConnections: 4429,
} as const;
