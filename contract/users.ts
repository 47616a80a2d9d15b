import { z } from 'zod';
import { lazySchema } from './lazy-schema';

// Firebase uids are at most 128 characters; an address at most 320 (RFC 5321's 64 + 1 + 255).
export const RegisterUserBody = lazySchema(() =>
  z.object({
    firebase_uid: z.string().min(1).max(128),
    email: z.string().max(320).nullish(),
  }),
);
export type RegisterUserBody = z.infer<typeof RegisterUserBody>;

export const UserRecord = lazySchema(() =>
  z.object({
    id: z.number().int(),
    firebase_uid: z.string(),
    email: z.string().nullable(),
    created_at: z.string(),
  }),
);
export const RegisterUserResponse = lazySchema(() =>
  z.object({ status: z.literal('success'), data: UserRecord }),
);
