import { z } from 'zod';
import { SyncInfo } from './sync';
import { lazySchema } from './lazy-schema';

/** At most this many review logs in one POST /api/v1/reviews. */
export const MAX_REVIEW_BATCH = 1000;

/** A card's review state as FSRS sees it (times are ISO-8601). */
export const ReviewState = lazySchema(() =>
  z.object({
    due: z.string(),
    stability: z.number(),
    difficulty: z.number(),
    elapsed_days: z.number(),
    scheduled_days: z.number(),
    learning_steps: z.number().int(),
    reps: z.number().int().min(0),
    lapses: z.number().int().min(0),
    /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: z.number().int().min(0).max(3),
    last_review: z.string().nullable(),
  }),
);
export type ReviewState = z.infer<typeof ReviewState>;

const Instant = lazySchema(() =>
  z.iso
    .datetime({ offset: true, message: 'must be an ISO-8601 date and time' })
    .refine((value) => Date.parse(value) > Date.UTC(2000, 0, 1), 'must be after the year 2000'),
);

/**
 * One review as the device made it: immutable, identified by an id the device chose (so a batch
 * sent twice is stored once). `state_before` is what the device saw; the server replays the
 * card's logs in time order to derive its state, whatever order they arrive in.
 */
export const ReviewLogInput = lazySchema(() =>
  z.object({
    id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be letters, digits, - or _' }),
    card_id: z.number().int().positive(),
    rating: z.number().int().min(1).max(4),
    reviewed_at: Instant,
    /** The desired retention in force when the review was made (0.70–0.97). */
    retention: z.number().min(0.7).max(0.97),
    duration_ms: z.number().int().min(0).max(86_400_000).nullish(),
    /** 'review' (a flashcard answered) or 'quiz' (a wrong quiz answer brought the card back). */
    source: z.enum(['review', 'quiz']).default('review'),
    state_before: ReviewState.nullish(),
  }),
);
export type ReviewLogInput = z.infer<typeof ReviewLogInput>;

export const ReviewBatch = lazySchema(() =>
  z.object({
    logs: z.array(ReviewLogInput).min(1).max(MAX_REVIEW_BATCH),
  }),
);
export type ReviewBatch = z.infer<typeof ReviewBatch>;

/** A stored log as GET returns it, with its card's file. */
export const ReviewLog = lazySchema(() =>
  ReviewLogInput.extend({
    file_id: z.number().int(),
    duration_ms: z.number().int().nullable(),
    state_before: ReviewState.nullable(),
  }),
);
export type ReviewLog = z.infer<typeof ReviewLog>;

/** The server's replayed state of one card. */
export const CardReviewState = lazySchema(() =>
  ReviewState.extend({
    card_id: z.number().int(),
    file_id: z.number().int(),
  }),
);
export type CardReviewState = z.infer<typeof CardReviewState>;

export const ReviewBatchResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.object({
      /** Ids stored now or before (a duplicate delivery is accepted again). */
      accepted: z.array(z.string()),
      /** Logs of cards that no longer exist (deleted elsewhere): dropped, never an error. */
      ignored: z.array(z.string()),
      /** The replayed state of every card of the batch that still exists. */
      states: z.array(CardReviewState),
    }),
  }),
);
export type ReviewBatchResponse = z.infer<typeof ReviewBatchResponse>;

/**
 * GET /api/v1/reviews?updated_since=…: the logs that arrived after the cursor, in the envelope of
 * the incremental lists (README "Incremental lists"). Logs are never changed; they are deleted
 * only with their card, which the flashcard list's `deleted_ids` tells, so `deleted_ids` is empty.
 */
export const ReviewsPage = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.object({
      logs: z.array(ReviewLog),
      /** The replayed state of every card with a log in this page. */
      states: z.array(CardReviewState),
    }),
    sync: SyncInfo,
  }),
);
export type ReviewsPage = z.infer<typeof ReviewsPage>;
