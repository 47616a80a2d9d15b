// The subscription status last fetched on this device (IndexedDB meta), read without zod: a
// returning student's screen opens from it before the API schemas have loaded. The shape check
// follows contract/subscriptions.ts (a unit test holds it to the schema).
import type { SubscriptionStatus } from '../../../contract/subscriptions';
import { openUserDb } from '../db';

export const SUBSCRIPTION_META_KEY = 'subscription';

const NULLABLE_STRINGS = [
  'subscription_status',
  'plan',
  'trial_end',
  'card_brand',
  'card_last4',
] as const;
const NULLABLE_INTEGERS = ['card_exp_month', 'card_exp_year'] as const;

/** The stored value as a status (cancel_at defaults to null, as the schema's), else null. */
export function storedSubscription(value: unknown): SubscriptionStatus | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const row = value as Record<string, unknown>;
  const nullable = (key: string, ok: (v: unknown) => boolean) => row[key] === null || ok(row[key]);
  const isString = (v: unknown) => typeof v === 'string';
  if (!NULLABLE_STRINGS.every((key) => nullable(key, isString))) return null;
  if (!NULLABLE_INTEGERS.every((key) => nullable(key, Number.isInteger))) return null;
  const cancelAt = row.cancel_at ?? null;
  if (cancelAt !== null && typeof cancelAt !== 'string') return null;
  // Only the schema's fields, as zod's object keeps.
  const status = { cancel_at: cancelAt } as Record<string, unknown>;
  for (const key of [...NULLABLE_STRINGS, ...NULLABLE_INTEGERS]) status[key] = row[key];
  return status as SubscriptionStatus;
}

/** The status last fetched on this device, so the chat opens offline and before any request. */
export async function cachedSubscription(uid: string): Promise<SubscriptionStatus | null> {
  try {
    const row = await openUserDb(uid).meta.get(SUBSCRIPTION_META_KEY);
    return storedSubscription(row?.value);
  } catch (error) {
    console.warn('Could not read the last subscription status', error);
    return null;
  }
}
