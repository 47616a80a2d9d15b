import { z } from 'zod';

export const RegisterUserBody = z.object({
  firebase_uid: z.string().min(1),
  email: z.string().nullish(),
});
export type RegisterUserBody = z.infer<typeof RegisterUserBody>;

export const UserRecord = z.object({
  id: z.number().int(),
  firebase_uid: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export const RegisterUserResponse = z.object({ status: z.literal('success'), data: UserRecord });
