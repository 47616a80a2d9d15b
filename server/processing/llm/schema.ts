// The answer the model must give for one batch: the JSON schema sent with the request
// (`response_format: json_schema`) and the zod schema that validates what comes back.
import { z } from 'zod';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** Lenient on case and spacing only: "Medium " is medium; anything else is a schema mismatch. */
const difficulty = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(DIFFICULTIES),
);

const chunkNumber = z.number().int();

export const batchAnswerSchema = z.object({
  concepts: z.array(
    z.object({
      title: z.string(),
      explanation: z.string(),
      importance: z.number(),
      chunk: chunkNumber,
    }),
  ),
  flashcards: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      concept: z.string().nullable(),
      chunk: chunkNumber,
    }),
  ),
  quiz: z.array(
    z.object({
      question: z.string(),
      type: z.enum(['MCQ', 'TF']),
      correct_answer: z.string(),
      distractors: z.array(z.string()),
      concept: z.string().nullable(),
      difficulty,
      chunk: chunkNumber,
    }),
  ),
});

export type BatchAnswer = z.infer<typeof batchAnswerSchema>;
/** What a model may send: difficulty case and spacing are forgiven. */
export type BatchAnswerInput = z.input<typeof batchAnswerSchema>;
export type LlmConcept = BatchAnswer['concepts'][number];
export type LlmFlashcard = BatchAnswer['flashcards'][number];
export type LlmQuizItem = BatchAnswer['quiz'][number];

const str = { type: 'string' } as const;
const int = { type: 'integer', description: 'The number of the chunk the item comes from.' };
const conceptRef = {
  type: ['string', 'null'],
  description: 'The title of the key concept the item tests, exactly as in "concepts", or null.',
};

function object(properties: Record<string, object>): object {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** Strict-mode JSON schema: every property required, no extra ones. */
export const BATCH_JSON_SCHEMA: object = object({
  concepts: {
    type: 'array',
    items: object({
      title: str,
      explanation: str,
      importance: { type: 'number', description: '1 (minor) to 10 (central).' },
      chunk: int,
    }),
  },
  flashcards: {
    type: 'array',
    items: object({ question: str, answer: str, concept: conceptRef, chunk: int }),
  },
  quiz: {
    type: 'array',
    items: object({
      question: str,
      type: { type: 'string', enum: ['MCQ', 'TF'] },
      correct_answer: {
        type: 'string',
        description: 'For TF, exactly "True" or "False".',
      },
      distractors: {
        type: 'array',
        items: str,
        description: 'For MCQ, three wrong options; for TF, the opposite of the answer.',
      },
      concept: conceptRef,
      difficulty: { type: 'string', enum: [...DIFFICULTIES] },
      chunk: int,
    }),
  },
});
