// The queries of review logs and of each card's replayed state. Every read is scoped by owner.
// Built on a Kysely instance or a transaction, so the service inserts logs and writes the states
// they give in one transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from './dialect';
import type { Database, ReviewLogRow, ReviewLogsTable, ReviewStatesTable } from './schema';

export type NewReviewLog = Insertable<ReviewLogsTable>;
export type NewReviewState = Insertable<ReviewStatesTable>;

/** What a replay reads of a log. */
export interface ReplayRow {
  flashcard_id: number;
  log_id: string;
  rating: number;
  reviewed_at: number;
  retention: number;
}

export type ReviewLogWithFile = ReviewLogRow & { file_id: number };

const INSERT_BATCH = 200;
/** Ids per `in (…)` list: far below SQLite's and PostgreSQL's parameter limits. */
const ID_BATCH = 500;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class ReviewsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Holds the owner's row until the transaction ends, so two batches of one user (two devices at
   * once) replay one after the other and neither writes a state that misses the other's logs.
   * SQLite has one writer at a time already.
   */
  async lockOwner(userId: number): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  /** The owner's flashcards among `ids`, each with its file. */
  async cardFiles(userId: number, ids: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    for (const part of batches([...new Set(ids)], ID_BATCH)) {
      const rows = await this.db
        .selectFrom('flashcards')
        .select(['id', 'file_id'])
        .where('user_id', '=', userId)
        .where('id', 'in', part)
        .execute();
      for (const row of rows) out.set(row.id, row.file_id);
    }
    return out;
  }

  /** Stores new logs; one whose (owner, log id) is already stored is left as it is. */
  async insertLogs(rows: readonly NewReviewLog[]): Promise<void> {
    for (const part of batches(rows, INSERT_BATCH)) {
      await this.db
        .insertInto('review_logs')
        .values(part)
        .onConflict((oc) => oc.columns(['user_id', 'log_id']).doNothing())
        .execute();
    }
  }

  /** Every log of these cards, card by card, each card's in time order. */
  async logsOfCards(cardIds: readonly number[]): Promise<ReplayRow[]> {
    const out: ReplayRow[] = [];
    for (const part of batches(cardIds, ID_BATCH)) {
      out.push(
        ...(await this.db
          .selectFrom('review_logs')
          .select(['flashcard_id', 'log_id', 'rating', 'reviewed_at', 'retention'])
          .where('flashcard_id', 'in', part)
          .orderBy('flashcard_id')
          .orderBy('reviewed_at')
          .orderBy('log_id')
          .execute()),
      );
    }
    return out;
  }

  /** Every log of the owner, card by card, each card's in time order. */
  logsOfOwner(userId: number): Promise<ReplayRow[]> {
    return this.db
      .selectFrom('review_logs')
      .select(['flashcard_id', 'log_id', 'rating', 'reviewed_at', 'retention'])
      .where('user_id', '=', userId)
      .orderBy('flashcard_id')
      .orderBy('reviewed_at')
      .orderBy('log_id')
      .execute();
  }

  /** Writes (or replaces) the replayed state of each card. */
  async putStates(rows: readonly NewReviewState[]): Promise<void> {
    for (const part of batches(rows, INSERT_BATCH)) {
      await this.db
        .insertInto('review_states')
        .values(part)
        .onConflict((oc) =>
          oc.column('flashcard_id').doUpdateSet((eb) => ({
            due: eb.ref('excluded.due'),
            stability: eb.ref('excluded.stability'),
            difficulty: eb.ref('excluded.difficulty'),
            elapsed_days: eb.ref('excluded.elapsed_days'),
            scheduled_days: eb.ref('excluded.scheduled_days'),
            learning_steps: eb.ref('excluded.learning_steps'),
            reps: eb.ref('excluded.reps'),
            lapses: eb.ref('excluded.lapses'),
            state: eb.ref('excluded.state'),
            last_review: eb.ref('excluded.last_review'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  /** The owner's logs that arrived after `since` (by arrival order), at most `limit`. */
  page(userId: number, since: number, limit: number): Promise<ReviewLogWithFile[]> {
    return this.db
      .selectFrom('review_logs')
      .innerJoin('flashcards', 'flashcards.id', 'review_logs.flashcard_id')
      .selectAll('review_logs')
      .select('flashcards.file_id')
      .where('review_logs.user_id', '=', userId)
      .where('review_logs.seq', '>', since)
      .orderBy('review_logs.seq')
      .limit(limit)
      .execute();
  }

  /** The replayed states of the owner's cards among `ids`, each with its file. */
  async statesOf(userId: number, ids: readonly number[]) {
    const out = [];
    for (const part of batches([...new Set(ids)], ID_BATCH)) {
      out.push(
        ...(await this.db
          .selectFrom('review_states')
          .innerJoin('flashcards', 'flashcards.id', 'review_states.flashcard_id')
          .selectAll('review_states')
          .select('flashcards.file_id')
          .where('review_states.user_id', '=', userId)
          .where('review_states.flashcard_id', 'in', part)
          .execute()),
      );
    }
    return out;
  }
}
