export type QuestionType = 'MCQ' | 'TF';

/** SPEC point 5: MCQ options are distractors plus the answer, deduplicated and sorted; else True/False. */
export function quizOptions(q: {
  question_type: QuestionType;
  correct_answer: string;
  distractors: readonly string[];
}): string[] {
  if (q.question_type !== 'MCQ') return ['True', 'False'];
  return [...new Set([...q.distractors, q.correct_answer])].sort((a, b) => a.localeCompare(b));
}

/** TF sends the single opposite of the correct answer as the distractor. */
export function tfOpposite(answer: string): 'True' | 'False' {
  return answer.trim().toLowerCase() === 'true' ? 'False' : 'True';
}

/** Split comma-separated distractors, trimming and dropping empty parts. */
export function parseDistractors(text: string): string[] {
  return text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d.length > 0);
}

export const MCQ_NEEDS_DISTRACTOR = 'MCQ questions must have at least one distractor.';

export interface QuizDraft {
  question_type: QuestionType;
  question: string;
  correct_answer: string;
  distractorsText: string;
}

export type QuizPayload =
  | {
      ok: true;
      value: {
        question: string;
        question_type: QuestionType;
        correct_answer: string;
        distractors: string[];
      };
    }
  | { ok: false; error: string | null };

/**
 * SPEC point 5 quiz creation: question and answer non-blank; MCQ needs a distractor
 * (error text), TF sends the opposite of the answer. `error: null` means the button stays disabled.
 */
export function buildQuizPayload(draft: QuizDraft): QuizPayload {
  const question = draft.question.trim();
  const answer = draft.correct_answer.trim();
  if (!question || !answer) return { ok: false, error: null };
  if (draft.question_type === 'TF') {
    const correct = answer.toLowerCase() === 'false' ? 'False' : 'True';
    return {
      ok: true,
      value: {
        question,
        question_type: 'TF',
        correct_answer: correct,
        distractors: [tfOpposite(correct)],
      },
    };
  }
  const distractors = parseDistractors(draft.distractorsText);
  if (distractors.length === 0) return { ok: false, error: MCQ_NEEDS_DISTRACTOR };
  return {
    ok: true,
    value: { question, question_type: 'MCQ', correct_answer: answer, distractors },
  };
}

/** Whole-number percentage; 0 when there is nothing to count. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
