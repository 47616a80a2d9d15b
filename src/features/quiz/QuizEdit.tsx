import { useState } from 'react';
import type { QuizQuestion } from '../../data/quiz';
import { parseDistractors } from '../../lib/quiz';
import { FormActions } from '../../ui/actions';
import { useQuizText } from './messages';
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
  const quizText = useQuizText();
  const [text, setText] = useState<QuizText>({
    question: quiz.question,
    answer: quiz.correct_answer,
    distractors: quiz.distractors.join(', '),
  });
  return (
    <div className="quiz-edit">
      <h3>{quizText.editHeading}</h3>
      <QuizTextFields idPrefix="quiz-edit" rows={3} value={text} onChange={setText} />
      <FormActions
        cancelLabel={quizText.cancel}
        onCancel={onCancel}
        confirmLabel={quizText.save}
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
