// Changes the server refused while no page could say so (the service worker sent them): kept
// in the user's database until a page shows them.
import type { MnemoDb } from '../database';
import type { OutboxFailure } from './registry';

const KEY = 'outbox-refusals';

/** The parts of an ApiError a page needs to word the failure (structured-clone safe). */
function plainError(error: unknown): unknown {
  if (error && typeof error === 'object' && 'status' in error && 'detail' in error) {
    const { status, detail, body } = error as { status: unknown; detail: unknown; body: unknown };
    return { status, detail, body };
  }
  return { status: 0, detail: error instanceof Error ? error.message : String(error), body: null };
}

export async function keepRefusal(db: MnemoDb, failure: OutboxFailure): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = ((await db.meta.get(KEY))?.value as OutboxFailure[] | undefined) ?? [];
    kept.push({ ...failure, error: plainError(failure.error) });
    await db.meta.put({ key: KEY, value: kept });
  });
}

/** The refusals kept so far, removed from the database. */
export async function takeRefusals(db: MnemoDb): Promise<OutboxFailure[]> {
  return db.transaction('rw', db.meta, async () => {
    const kept = ((await db.meta.get(KEY))?.value as OutboxFailure[] | undefined) ?? [];
    if (kept.length > 0) await db.meta.delete(KEY);
    return kept;
  });
}
