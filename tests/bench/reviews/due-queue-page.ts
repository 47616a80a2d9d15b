// Runs in Chromium (bundled by tests/bench/reviews.ts): fills a real IndexedDB with 10,000
// flashcards, 6,000 of them reviewed, then times building the due queue as the Study screen does.
import { MnemoDb } from '../../../src/data/database';
import { loadDueQueue } from '../../../src/data/reviews/queue';

declare global {
  interface Window {
    benchDueQueue(
      cards: number,
      runs: number,
    ): Promise<{ times: number[]; due: number; fresh: number }>;
  }
}

const DAY = 86_400_000;

window.benchDueQueue = async (cards, runs) => {
  const db = new MnemoDb(`bench-${Date.now()}`);
  const now = Date.now();
  const files = 40;
  await db.transaction('rw', [db.flashcards, db.reviewStates, db.reviewLogs], async () => {
    for (let id = 1; id <= cards; id += 1) {
      const fileId = (id % files) + 1;
      await db.flashcards.add({
        id,
        file_id: fileId,
        question: `Question ${id} about a term of the material?`,
        answer: `The answer to question ${id}, a sentence or two long.`,
        key_concept_id: null,
        is_custom: false,
        created_at: new Date(now - DAY).toISOString(),
      });
      if (id % 5 < 3) {
        // Due dates spread over 20 days ago to 40 days ahead: about a third due now.
        const due = now + ((id * 7919) % (60 * 24)) * 3_600_000 - 20 * DAY;
        await db.reviewStates.add({
          card_id: id,
          file_id: fileId,
          due,
          stability: 10,
          difficulty: 5,
          elapsed_days: 3,
          scheduled_days: 10,
          learning_steps: 0,
          reps: 4,
          lapses: 0,
          state: 2,
          last_review: due - 10 * DAY,
        });
      }
    }
    for (let i = 0; i < 300; i += 1) {
      await db.reviewLogs.add({
        id: `log-${i}`,
        card_id: i + 1,
        file_id: (i % files) + 1,
        rating: 3,
        reviewed_at: now - i * 60_000,
        retention: 0.9,
        duration_ms: 5000,
        source: 'review',
        // A card already learnt: today's new-card limit is untouched.
        state_before: {
          due: now - DAY,
          stability: 5,
          difficulty: 5,
          elapsed_days: 5,
          scheduled_days: 5,
          learning_steps: 0,
          reps: 3,
          lapses: 0,
          state: 2,
          last_review: now - 6 * DAY,
        },
      });
    }
  });
  const times: number[] = [];
  let last = { due: 0, fresh: 0 };
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const queue = await loadDueQueue(db, { now, newPerDay: 20 });
    times.push(performance.now() - started);
    last = { due: queue.due.length, fresh: queue.fresh.length };
  }
  db.close();
  return { times, ...last };
};
