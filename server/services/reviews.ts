// Spaced repetition on the server: devices send immutable review logs; each card's state is
// derived by replaying all its logs in time order with the scheduler the devices run
// (scheduling/), so reviews made offline on two devices merge without conflict, and a batch
// delivered twice changes nothing.
import type {
  CardReviewState,
  ReviewLog,
  ReviewLogInput,
  ReviewState,
} from '../../contract/reviews';
import { isRating, replay, scheduleToWire, type CardSchedule, type Rating } from '../../scheduling';
import { UPDATED_SINCE_START, type SyncInfo } from '../../contract/sync';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/database';
import {
  ReviewsRepository,
  type NewReviewState,
  type ReplayRow,
  type ReviewLogWithFile,
} from '../db/reviews-repository';
import { AppError } from '../errors';
import { nowIso } from '../time';

export interface RecordOutcome {
  accepted: string[];
  ignored: string[];
  states: CardReviewState[];
}

export interface ReviewsPageResult {
  logs: ReviewLog[];
  states: CardReviewState[];
  sync: SyncInfo;
}

/**
 * The cursor of GET /api/v1/reviews: the order of arrival of the last log listed. Batches of one
 * user are stored one after the other (ReviewsRepository.lockOwner), so no log can later appear
 * before a cursor already handed out.
 */
function encodeCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ v: 1, seq })).toString('base64url');
}

function decodeCursor(text: string): number {
  if (text === UPDATED_SINCE_START) return 0;
  try {
    const data = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as {
      v?: unknown;
      seq?: unknown;
    };
    if (data.v === 1 && typeof data.seq === 'number' && Number.isSafeInteger(data.seq)) {
      if (data.seq >= 0) return data.seq;
    }
  } catch {
    // not a cursor of ours: refused below
  }
  const msg = 'updated_since is not a cursor this server gave; use 0 to list everything';
  throw new AppError('validation', msg, [{ msg, loc: ['query', 'updated_since'] }]);
}

const iso = (ms: number): string => new Date(ms).toISOString();
const ms = (value: string): number => Date.parse(value);

function toWireLog(row: ReviewLogWithFile): ReviewLog {
  return {
    id: row.log_id,
    card_id: row.flashcard_id,
    file_id: row.file_id,
    rating: row.rating,
    reviewed_at: iso(row.reviewed_at),
    retention: row.retention,
    duration_ms: row.duration_ms,
    source: row.source,
    state_before: row.state_before ? (JSON.parse(row.state_before) as ReviewState) : null,
  };
}

/** Replays rows that come card by card (each card's in time order) into one state per card. */
export function replayRows(rows: readonly ReplayRow[]): Map<number, CardSchedule> {
  const states = new Map<number, CardSchedule>();
  let start = 0;
  while (start < rows.length) {
    const cardId = (rows[start] as ReplayRow).flashcard_id;
    let end = start;
    while (end < rows.length && (rows[end] as ReplayRow).flashcard_id === cardId) end += 1;
    const logs = rows.slice(start, end).flatMap((r) =>
      isRating(r.rating)
        ? [
            {
              id: r.log_id,
              rating: r.rating as Rating,
              reviewed_at: r.reviewed_at,
              retention: r.retention,
            },
          ]
        : [],
    );
    const state = replay(cardId, logs);
    if (state) states.set(cardId, state);
    start = end;
  }
  return states;
}

export class ReviewsService {
  constructor(private readonly db: Db) {}

  /**
   * Stores a batch of logs and replays the cards they touch, in one transaction. Logs of cards
   * that are gone (deleted on another device) are ignored, not refused: what they would have
   * scheduled no longer exists.
   */
  async record(user: CurrentUser, logs: readonly ReviewLogInput[]): Promise<RecordOutcome> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const repo = new ReviewsRepository(tx, this.db.dialect);
      await repo.lockOwner(user.id);
      const files = await repo.cardFiles(
        user.id,
        logs.map((l) => l.card_id),
      );
      const kept = logs.filter((l) => files.has(l.card_id));
      const now = nowIso();
      await repo.insertLogs(
        kept.map((l) => ({
          user_id: user.id,
          flashcard_id: l.card_id,
          log_id: l.id,
          rating: l.rating,
          reviewed_at: ms(l.reviewed_at),
          retention: l.retention,
          duration_ms: l.duration_ms ?? null,
          source: l.source,
          state_before: l.state_before ? JSON.stringify(l.state_before) : null,
          created_at: now,
        })),
      );
      const cards = [...new Set(kept.map((l) => l.card_id))];
      const states = await this.replayCards(repo, user.id, cards);
      return {
        accepted: kept.map((l) => l.id),
        ignored: logs.filter((l) => !files.has(l.card_id)).map((l) => l.id),
        states: cards.flatMap((id) => {
          const state = states.get(id);
          const fileId = files.get(id);
          return state && fileId !== undefined
            ? [{ card_id: id, file_id: fileId, ...scheduleToWire(state) }]
            : [];
        }),
      };
    });
  }

  /** The owner's logs after cursor `updatedSince` ("0": all), with the states of their cards. */
  async page(user: CurrentUser, updatedSince: string, limit: number): Promise<ReviewsPageResult> {
    const since = decodeCursor(updatedSince);
    const repo = new ReviewsRepository(this.db.kysely, this.db.dialect);
    const rows = await repo.page(user.id, since, limit + 1);
    const page = rows.slice(0, limit);
    const states = await repo.statesOf(
      user.id,
      page.map((r) => r.flashcard_id),
    );
    return {
      logs: page.map(toWireLog),
      states: states.map((s) => ({
        card_id: s.flashcard_id,
        file_id: s.file_id,
        ...scheduleToWire(s),
      })),
      sync: {
        cursor: encodeCursor(
          page.length > 0 ? (page[page.length - 1] as ReviewLogWithFile).seq : since,
        ),
        full: since === 0,
        deleted_ids: [],
        has_more: rows.length > limit,
      },
    };
  }

  /** Replays every card of the owner from its logs (a full rebuild); resolves with the count. */
  async rebuild(user: CurrentUser): Promise<number> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const repo = new ReviewsRepository(tx, this.db.dialect);
      await repo.lockOwner(user.id);
      const states = replayRows(await repo.logsOfOwner(user.id));
      await repo.putStates(stateRows(user.id, states));
      return states.size;
    });
  }

  private async replayCards(
    repo: ReviewsRepository,
    userId: number,
    cardIds: readonly number[],
  ): Promise<Map<number, CardSchedule>> {
    if (cardIds.length === 0) return new Map();
    const states = replayRows(await repo.logsOfCards(cardIds));
    await repo.putStates(stateRows(userId, states));
    return states;
  }
}

function stateRows(userId: number, states: Map<number, CardSchedule>): NewReviewState[] {
  const now = nowIso();
  return [...states].map(([cardId, s]) => ({
    flashcard_id: cardId,
    user_id: userId,
    ...s,
    updated_at: now,
  }));
}
