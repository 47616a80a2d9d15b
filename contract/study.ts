import { z } from 'zod';
import { Id, Iso, NonBlank } from './common';
import { SyncInfo } from './sync';
import { lazySchema } from './lazy-schema';

const Seconds = lazySchema(() => z.number().min(0, { message: 'must be 0 or more' }));

export const KeyConcept = lazySchema(() =>
  z.object({
    id: z.number().int(),
    file_id: z.number().int(),
    concept_title: z.string(),
    concept_explanation: z.string(),
    source_page_number: z.number().int().nullable(),
    source_video_timestamp_start_seconds: z.number().nullable(),
    source_video_timestamp_end_seconds: z.number().nullable(),
    is_custom: z.boolean(),
    created_at: Iso,
  }),
);
export type KeyConcept = z.infer<typeof KeyConcept>;

/** Fields of a concept's source (a function: schemas are built on first use, lazy-schema.ts). */
const conceptSource = () => ({
  source_page_number: z.number().int().min(1, { message: 'must be 1 or more' }).nullish(),
  source_video_timestamp_start_seconds: Seconds.nullish(),
  source_video_timestamp_end_seconds: Seconds.nullish(),
});

function endAfterStart(v: {
  source_video_timestamp_start_seconds?: number | null;
  source_video_timestamp_end_seconds?: number | null;
}): boolean {
  const start = v.source_video_timestamp_start_seconds;
  const end = v.source_video_timestamp_end_seconds;
  return start == null || end == null || end >= start;
}
const endAfterStartIssue = {
  message: 'end time must not be before start time',
  path: ['source_video_timestamp_end_seconds'],
};

/**
 * A device's own name for a create (random, at most 100 characters): the same create sent twice
 * makes one item, and the second answer is the first item.
 */
const ClientKey = lazySchema(() => z.string().min(8).max(100).optional());

export const KeyConceptCreate = lazySchema(() =>
  z
    .object({
      client_key: ClientKey,
      concept_title: NonBlank,
      concept_explanation: NonBlank,
      ...conceptSource(),
      is_custom: z.boolean().optional(),
    })
    .refine(endAfterStart, endAfterStartIssue),
);
export type KeyConceptCreate = z.infer<typeof KeyConceptCreate>;

export const KeyConceptPatch = lazySchema(() =>
  z
    .object({
      concept_title: NonBlank.optional(),
      concept_explanation: NonBlank.optional(),
      ...conceptSource(),
    })
    .refine(endAfterStart, endAfterStartIssue),
);
export type KeyConceptPatch = z.infer<typeof KeyConceptPatch>;

export const KeyConceptListResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.object({ key_concepts: z.array(KeyConcept) }),
    sync: SyncInfo.optional(),
  }),
);
export const KeyConceptResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: KeyConcept,
    message: z.string(),
  }),
);

/**
 * Where a generated flashcard or quiz question came from in the student's material (the page, or
 * the seconds of a video); null for custom items and for items made before sources were kept.
 * (A function: schemas are built on first use, lazy-schema.ts.)
 */
const itemSource = () => ({
  source_page_number: z.number().int().nullish(),
  source_video_timestamp_start_seconds: z.number().nullish(),
  source_video_timestamp_end_seconds: z.number().nullish(),
});

export const Flashcard = lazySchema(() =>
  z.object({
    id: z.number().int(),
    file_id: z.number().int(),
    question: z.string(),
    answer: z.string(),
    key_concept_id: z.number().int().nullable(),
    is_custom: z.boolean(),
    created_at: Iso,
    ...itemSource(),
  }),
);
export type Flashcard = z.infer<typeof Flashcard>;

export const FlashcardCreate = lazySchema(() =>
  z.object({
    client_key: ClientKey,
    file_id: z.coerce.number().int().optional(),
    question: NonBlank,
    answer: NonBlank,
    key_concept_id: z.number().int().nullish(),
    is_custom: z.boolean().optional(),
  }),
);
export type FlashcardCreate = z.infer<typeof FlashcardCreate>;

/** PUT replaces the editable fields; unknown fields (id, file_id, is_custom…) are ignored. */
export const FlashcardUpdate = lazySchema(() =>
  z.object({
    question: NonBlank,
    answer: NonBlank,
    key_concept_id: z.number().int().nullish(),
  }),
);
export type FlashcardUpdate = z.infer<typeof FlashcardUpdate>;

export const FlashcardListResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.object({ flashcards: z.array(Flashcard) }),
    count: z.number().int(),
    message: z.string(),
    sync: SyncInfo.optional(),
  }),
);
export const FlashcardResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: Flashcard,
    message: z.string(),
  }),
);

export const QUESTION_TYPES = ['MCQ', 'TF'] as const;
export const QuestionType = lazySchema(() => z.enum(QUESTION_TYPES));
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const Difficulty = lazySchema(() => z.enum(DIFFICULTIES));

export const QuizQuestion = lazySchema(() =>
  z.object({
    id: z.number().int(),
    file_id: z.number().int(),
    question: z.string(),
    question_type: QuestionType,
    correct_answer: z.string(),
    distractors: z.array(z.string()),
    key_concept_id: z.number().int().nullable(),
    is_custom: z.boolean(),
    difficulty: Difficulty,
    created_at: Iso,
    ...itemSource(),
  }),
);
export type QuizQuestion = z.infer<typeof QuizQuestion>;

const Distractors = lazySchema(() =>
  z.array(z.string()).transform((list) => list.map((d) => d.trim()).filter(Boolean)),
);

type QuizShape = { question_type: 'MCQ' | 'TF'; correct_answer: string; distractors: string[] };

/** The MCQ/TF rules of SPEC point 5, usable where the type comes from a stored row. */
export function quizProblems(q: QuizShape): { message: string; path: string[] }[] {
  const problems: { message: string; path: string[] }[] = [];
  if (q.question_type === 'MCQ' && q.distractors.length === 0) {
    problems.push({
      message: 'MCQ questions must have at least one distractor.',
      path: ['distractors'],
    });
  }
  if (q.question_type === 'TF' && q.correct_answer !== 'True' && q.correct_answer !== 'False') {
    problems.push({
      message: 'True/False questions need the answer True or False.',
      path: ['correct_answer'],
    });
  }
  return problems;
}

function quizRules(q: QuizShape, ctx: z.RefinementCtx): void {
  for (const p of quizProblems(q)) ctx.addIssue({ code: 'custom', ...p });
}

/** Accepts the legacy `answer` field as `correct_answer`. */
function legacyAnswer(input: unknown): unknown {
  if (input && typeof input === 'object' && !('correct_answer' in input) && 'answer' in input) {
    const { answer, ...rest } = input as Record<string, unknown>;
    return { ...rest, correct_answer: answer };
  }
  return input;
}

export const QuizCreate = lazySchema(() =>
  z.preprocess(
    legacyAnswer,
    z
      .object({
        client_key: ClientKey,
        file_id: z.coerce.number().int().optional(),
        question: NonBlank,
        question_type: QuestionType.default('MCQ'),
        correct_answer: NonBlank,
        distractors: Distractors.default([]),
        key_concept_id: z.number().int().nullish(),
        is_custom: z.boolean().optional(),
        difficulty: Difficulty.default('medium'),
      })
      .superRefine(quizRules),
  ),
);
export type QuizCreate = z.infer<typeof QuizCreate>;

export const QuizUpdate = lazySchema(() =>
  z.preprocess(
    legacyAnswer,
    z
      .object({
        question: NonBlank,
        question_type: QuestionType.optional(),
        correct_answer: NonBlank,
        distractors: Distractors.default([]),
        key_concept_id: z.number().int().nullish(),
        difficulty: Difficulty.default('medium'),
      })
      .passthrough(),
  ),
);
export type QuizUpdate = z.infer<typeof QuizUpdate>;

export const QuizListResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.object({ quizzes: z.array(QuizQuestion) }),
    count: z.number().int(),
    message: z.string(),
    sync: SyncInfo.optional(),
  }),
);
export const QuizResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: QuizQuestion,
    message: z.string(),
  }),
);

export const FileItemParams = lazySchema(() => z.object({ fileId: Id, itemId: Id }));
