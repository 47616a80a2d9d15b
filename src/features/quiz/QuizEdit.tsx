import { useState } from 'react';
import type { QuizQuestion } from '../../data/quiz';
import { parseDistractors } from '../../lib/quiz';
import { FormActions } from '../../ui/actions';
import { QUIZ_TEXT } from './messages';
import { QuizTextFields, type QuizText } from './QuizTextFields';

/** 'Edit Quiz Question': question, answer, comma-separated distractors. */
export function QuizEdit({
  quiz,
  onSave,
  onCancel,
}: {
  quiz: QuizQuestion;
  onSave: (fields: { question: string; correct_answer: string; distractors: string[] }) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState<QuizText>({
    question: quiz.question,
    answer: quiz.correct_answer,
    distractors: quiz.distractors.join(', '),
  });
  return (
    <div className="quiz-edit">
      <h3>{QUIZ_TEXT.editHeading}</h3>
      <QuizTextFields idPrefix="quiz-edit" rows={3} value={text} onChange={setText} />
      <FormActions
        cancelLabel={QUIZ_TEXT.cancel}
        onCancel={onCancel}
        confirmLabel={QUIZ_TEXT.save}
        disabled={!text.question.trim() || !text.answer.trim()}
        onConfirm={() =>
          onSave({
            question: text.question.trim(),
            correct_answer: text.answer.trim(),
            distractors: parseDistractors(text.distractors),
          })
        }
      />
    </div>
  );
}
