// Runs in the app's page (bundled by tests/bench/local-first.ts and added as a script tag):
// queues card edits through the app's own data layer, as the flashcard editor does offline.
import { closeUserDb, openUserDb } from '../../../src/data/db';
import { updateFlashcard } from '../../../src/data/flashcards';
import { disposeOutbox } from '../../../src/data/outbox';

declare global {
  interface Window {
    benchQueueEdits(uid: string, edits: number): Promise<{ queued: number; ms: number }>;
  }
}

window.benchQueueEdits = async (uid, edits) => {
  const db = openUserDb(uid);
  const cards = await db.flashcards.orderBy('id').limit(edits).toArray();
  const started = performance.now();
  for (const card of cards) {
    await updateFlashcard(card, { question: `Edited offline ${card.id}`, answer: card.answer });
  }
  const ms = performance.now() - started;
  // This copy of the data layer stops here; the app's own senders deliver the queue.
  disposeOutbox();
  closeUserDb();
  return { queued: cards.length, ms };
};
