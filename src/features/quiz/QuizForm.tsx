import { useState, type FormEvent } from 'react';
import type { QuizFields } from '../../data/quiz';
import { buildQuizPayload, type QuestionType } from '../../lib/quiz';
import { FormActions } from '../../ui/actions';
import { Field } from '../../ui/fields';
import { useQuizText } from './messages';
import { EMPTY_QUIZ_TEXT, QuizTextFields } from './QuizTextFields';

/** 'Create New Quiz Question': MCQ or TF; TF defaults to True and sends the opposite as distractor. */
export function QuizForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (fields: QuizFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const quizText = useQuizText();
  const [type, setType] = useState<QuestionType>('MCQ');
  const [text, setText] = useState(EMPTY_QUIZ_TEXT);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const correct = type === 'TF' ? text.answer || 'True' : text.answer;
  const ready = text.question.trim() !== '' && correct.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = buildQuizPayload({
      question_type: type,
      question: text.question,
      correct_answer: correct,
      distractorsText: text.distractors,
    });
    if (!result.ok) return setError(result.error);
    setError(null);
    setBusy(true);
    const ok = await onSubmit(result.value);
    setBusy(false);
    if (ok) setText(EMPTY_QUIZ_TEXT);
  }

  return (
    <form
      className="study-form card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="quiz-form-title"
    >
      <h3 id="quiz-form-title">{quizText.createHeading}</h3>
      <Field id="quiz-type" label={quizText.type}>
        <select
          id="quiz-type"
          value={type}
          onChange={(e) => {
            setType(e.target.value === 'TF' ? 'TF' : 'MCQ');
            setText((t) => ({ ...t, answer: '' }));
            setError(null);
          }}
        >
          <option value="MCQ">{quizText.mcq}</option>
          <option value="TF">{quizText.tf}</option>
        </select>
      </Field>
      <QuizTextFields
        idPrefix="quiz"
        rows={2}
        value={text}
        onChange={setText}
        trueFalse={type === 'TF'}
      />
      <FormActions
        error={error}
        cancelLabel={quizText.cancel}
        onCancel={onCancel}
        confirmLabel={busy ? quizText.adding : quizText.add}
        disabled={!ready || busy}
      />
    </form>
  );
}
