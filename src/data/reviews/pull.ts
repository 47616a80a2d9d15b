// Logs made on other devices come down with GET /api/v1/reviews?updated_since=<cursor> (the
// incremental-list convention); each touched card is replayed here from all its logs.
import { ReviewsPage, UPDATED_SINCE_START } from '../../../contract';
import { apiFetch } from '../api';
import type { MnemoDb } from '../database';
import { loadScheduler, replayCards } from './replay';
import { fromWireLog } from './rows';

const CURSOR_KEY = 'reviews.cursor';
const PAGE = 5000;

let running: Promise<number> | null = null;

/** Pulls every log not yet on this device; resolves with how many came. One pull at a time. */
export function pullReviews(db: MnemoDb): Promise<number> {
  running ??= pullAll(db).finally(() => {
    running = null;
  });
  return running;
}

async function pullAll(db: MnemoDb): Promise<number> {
  let count = 0;
  for (;;) {
    const stored = (await db.meta.get(CURSOR_KEY))?.value;
    const cursor = typeof stored === 'string' ? stored : UPDATED_SINCE_START;
    const params = new URLSearchParams({ updated_since: cursor, limit: String(PAGE) });
    const page = await apiFetch(`/api/v1/reviews?${params.toString()}`, { schema: ReviewsPage });
    const logs = page.data.logs.map(fromWireLog);
    if (logs.length > 0) await loadScheduler();
    await db.transaction('rw', [db.reviewLogs, db.reviewStates, db.meta], async () => {
      await db.reviewLogs.bulkPut(logs);
      await replayCards(
        db,
        logs.map((l) => l.card_id),
      );
      await db.meta.put({ key: CURSOR_KEY, value: page.sync.cursor });
    });
    count += logs.length;
    if (!page.sync.has_more) return count;
  }
}
