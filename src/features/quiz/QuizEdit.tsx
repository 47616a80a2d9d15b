import { useState } from 'react';
import type { QuizQuestion } from '../../data/quiz';
import { parseDistractors } from '../../lib/quiz';
import { QUIZ_TEXT } from './messages';

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
  const [question, setQuestion] = useState(quiz.question);
  const [answer, setAnswer] = useState(quiz.correct_answer);
  const [distractors, setDistractors] = useState(quiz.distractors.join(', '));
  return (
    <div className="quiz-edit">
      <h3>{QUIZ_TEXT.editHeading}</h3>
      <div className="field">
        <label htmlFor="quiz-edit-question">{QUIZ_TEXT.question}</label>
        <textarea
          id="quiz-edit-question"
          rows={3}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="quiz-edit-answer">{QUIZ_TEXT.correctAnswer}</label>
        <input
          id="quiz-edit-answer"
          type="text"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="quiz-edit-distractors">{QUIZ_TEXT.distractors}</label>
        <input
          id="quiz-edit-distractors"
          type="text"
          value={distractors}
          onChange={(e) => setDistractors(e.target.value)}
        />
      </div>
      <div className="study-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {QUIZ_TEXT.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!question.trim() || !answer.trim()}
          onClick={() =>
            onSave({
              question: question.trim(),
              correct_answer: answer.trim(),
              distractors: parseDistractors(distractors),
            })
          }
        >
          {QUIZ_TEXT.save}
        </button>
      </div>
    </div>
  );
}
