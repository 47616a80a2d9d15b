import { useState, type FormEvent } from 'react';
import type { QuizFields } from '../../data/quiz';
import { buildQuizPayload, type QuestionType } from '../../lib/quiz';
import { QUIZ_TEXT } from './messages';

/** 'Create New Quiz Question': MCQ or TF; TF defaults to True and sends the opposite as distractor. */
export function QuizForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (fields: QuizFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [type, setType] = useState<QuestionType>('MCQ');
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [distractors, setDistractors] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const correct = type === 'TF' ? answer || 'True' : answer;
  const ready = question.trim() !== '' && correct.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = buildQuizPayload({
      question_type: type,
      question,
      correct_answer: correct,
      distractorsText: distractors,
    });
    if (!result.ok) return setError(result.error);
    setError(null);
    setBusy(true);
    const ok = await onSubmit(result.value);
    setBusy(false);
    if (ok) {
      setQuestion('');
      setAnswer('');
      setDistractors('');
    }
  }

  return (
    <form
      className="study-form card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="quiz-form-title"
    >
      <h3 id="quiz-form-title">{QUIZ_TEXT.createHeading}</h3>
      <div className="field">
        <label htmlFor="quiz-type">{QUIZ_TEXT.type}</label>
        <select
          id="quiz-type"
          value={type}
          onChange={(e) => {
            setType(e.target.value === 'TF' ? 'TF' : 'MCQ');
            setAnswer('');
            setError(null);
          }}
        >
          <option value="MCQ">{QUIZ_TEXT.mcq}</option>
          <option value="TF">{QUIZ_TEXT.tf}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="quiz-question">{QUIZ_TEXT.question}</label>
        <textarea
          id="quiz-question"
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="quiz-answer">{QUIZ_TEXT.correctAnswer}</label>
        {type === 'TF' ? (
          <select id="quiz-answer" value={correct} onChange={(e) => setAnswer(e.target.value)}>
            <option value="True">True</option>
            <option value="False">False</option>
          </select>
        ) : (
          <input
            id="quiz-answer"
            type="text"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        )}
      </div>
      {type === 'MCQ' && (
        <div className="field">
          <label htmlFor="quiz-distractors">{QUIZ_TEXT.distractors}</label>
          <input
            id="quiz-distractors"
            type="text"
            value={distractors}
            onChange={(e) => setDistractors(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="study-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {QUIZ_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
          {busy ? QUIZ_TEXT.adding : QUIZ_TEXT.add}
        </button>
      </div>
    </form>
  );
}
