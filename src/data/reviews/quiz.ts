// A wrong quiz answer brings the flashcards of the same key concept forward: each is answered
// Again, so it is due at once (and the server hears of it like any other review).
import { RATING } from '../../../scheduling/ratings';
import { requireDb } from '../db';
import { recordReview } from './record';

/** Rates Again the cards of the question's concept; resolves with how many there were. */
export async function reviewConceptAgain(question: {
  file_id: number;
  key_concept_id: number | null;
}): Promise<number> {
  const conceptId = question.key_concept_id;
  if (conceptId === null) return 0;
  const db = requireDb();
  const cards = await db.flashcards
    .where('file_id')
    .equals(question.file_id)
    .filter((card) => card.key_concept_id === conceptId)
    .toArray();
  for (const card of cards) await recordReview(card, RATING.again, { source: 'quiz' });
  return cards.length;
}
