import { Field, TextAreaField, TextField } from '../../ui/fields';
import { useQuizText } from './messages';

/** The typed-in parts of a question; distractors comma-separated. */
export interface QuizText {
  question: string;
  answer: string;
  distractors: string;
}

export const EMPTY_QUIZ_TEXT: QuizText = { question: '', answer: '', distractors: '' };

/**
 * Question, correct answer and distractors, with ids `{idPrefix}-question|answer|distractors`.
 * `trueFalse`: the answer is a True/False select (an empty answer shows True) and there are
 * no distractors.
 */
export function QuizTextFields({
  idPrefix,
  rows,
  value,
  onChange,
  trueFalse = false,
}: {
  idPrefix: string;
  rows: number;
  value: QuizText;
  onChange: (value: QuizText) => void;
  trueFalse?: boolean;
}) {
  const quizText = useQuizText();
  const set = (key: keyof QuizText) => (text: string) => onChange({ ...value, [key]: text });
  const answerId = `${idPrefix}-answer`;
  return (
    <>
      <TextAreaField
        id={`${idPrefix}-question`}
        label={quizText.question}
        rows={rows}
        value={value.question}
        onChange={set('question')}
      />
      {trueFalse ? (
        <Field id={answerId} label={quizText.correctAnswer}>
          <select
            id={answerId}
            value={value.answer || 'True'}
            onChange={(e) => set('answer')(e.target.value)}
          >
            <option value="True">{quizText.trueLabel}</option>
            <option value="False">{quizText.falseLabel}</option>
          </select>
        </Field>
      ) : (
        <TextField
          id={answerId}
          label={quizText.correctAnswer}
          value={value.answer}
          onChange={set('answer')}
        />
      )}
      {!trueFalse && (
        <TextField
          id={`${idPrefix}-distractors`}
          label={quizText.distractors}
          value={value.distractors}
          onChange={set('distractors')}
        />
      )}
    </>
  );
}
