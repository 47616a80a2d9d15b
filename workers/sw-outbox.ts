// The service worker's sender: on a Background Sync event it sends the signed-in user's queue
// with no page open, through the same sender the page uses, under the same Web Lock.
import { setTokenSource } from '../src/data/api';
import { dbName, MnemoDb } from '../src/data/database';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../src/data/outbox/background-sync';
import '../src/data/outbox/handlers';
import { exclusively, outboxLockName } from '../src/data/outbox/lock';
import { OutboxQueue } from '../src/data/outbox/queue';
import { keepRefusal } from '../src/data/outbox/refusals';
import { OutboxSender, type DrainOutcome } from '../src/data/outbox/sender';

/** The signed-in user as the service worker knows them (Firebase Auth's persisted session). */
export interface WorkerUser {
  uid: string;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export type SendOutcome = DrainOutcome['kind'] | 'signed-out';

function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Sends the queue of `user`. With no user (signed out) it leaves the queue for the page. A
 * refusal is undone here and kept for the next page to show.
 */
export async function sendQueue(user: WorkerUser | null): Promise<SendOutcome> {
  if (!user) return 'signed-out';
  setTokenSource((forceRefresh) => user.getIdToken(forceRefresh));
  const db = new MnemoDb(dbName(user.uid));
  const refusals: Promise<void>[] = [];
  let sent = false;
  try {
    const queue = new OutboxQueue(db);
    if ((await queue.count()) === 0) return 'empty';
    const outcome = await exclusively(outboxLockName(db.name), () =>
      new OutboxSender(db, queue).drain({
        sent: () => {
          sent = true;
        },
        refused: (_row, failure) => {
          refusals.push(keepRefusal(db, failure));
        },
      }),
    );
    await Promise.all(refusals);
    return outcome.kind;
  } finally {
    setTokenSource(null);
    if (refusals.length > 0) announce({ type: 'refused' });
    if (sent) announce({ type: 'sent' });
    db.close();
  }
}
