import { useEffect, useReducer, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { QuizQuestion } from '../../data/quiz';
import { arrowDelta, isFormField } from '../../lib/keys';
import { percent, quizOptions } from '../../lib/quiz';
import { answeredCount, INITIAL_QUIZ, quizReducer } from '../../lib/review';
import { EditDeleteActions, PrevNext } from '../../ui/actions';
import { QuizEdit } from './QuizEdit';
import { QUIZ_TEXT } from './messages';

type EditFields = { question: string; correct_answer: string; distractors: string[] };

/**
 * The quiz: options, submit, score, lock, restart, edit, delete (SPEC point 2 and 4). `onAnswer`
 * hears each submitted answer (a wrong one brings the concept's flashcards forward).
 */
export function QuizViewer({
  questions,
  onUpdate,
  onDelete,
  onAnswer,
  onCurrent,
  footer,
}: {
  questions: readonly QuizQuestion[];
  onUpdate: (quiz: QuizQuestion, fields: EditFields) => Promise<boolean>;
  onDelete: (quiz: QuizQuestion) => void;
  onAnswer?: (quiz: QuizQuestion, correct: boolean) => void;
  /** Told which question is shown (for its "Show source"). */
  onCurrent?: (quiz: QuizQuestion) => void;
  footer?: ReactNode;
}) {
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ);
  const [editing, setEditing] = useState(false);
  const count = questions.length;
  const quiz = questions[Math.min(state.index, count - 1)];
  useEffect(() => {
    if (quiz) onCurrent?.(quiz);
    // Told when the question shown changes, not when the callback does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz?.id]);
  if (!quiz) return <p className="muted">{QUIZ_TEXT.viewerEmpty}</p>;

  const options = quizOptions(quiz);
  const answer = state.answers[quiz.id];
  const selected = answer?.choice ?? state.selected;
  const answered = answeredCount(
    state,
    questions.map((q) => q.id),
  );

  if (editing) {
    return (
      <QuizEdit
        key={quiz.id}
        quiz={quiz}
        onCancel={() => setEditing(false)}
        onSave={(fields) => void onUpdate(quiz, fields).then((ok) => ok && setEditing(false))}
      />
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (!quiz || isFormField(e.target)) return;
    const n = Number(e.key);
    const delta = arrowDelta(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= Math.min(4, options.length)) {
      const option = options[n - 1];
      if (option) dispatch({ type: 'select', id: quiz.id, option });
    } else if (delta) {
      e.preventDefault();
      dispatch({ type: 'move', delta, count });
    }
  }

  return (
    <div className="quiz-viewer" tabIndex={0} onKeyDown={onKeyDown}>
      <div className="study-progress">
        <span>{QUIZ_TEXT.position(state.index + 1, count)}</span>
        <span>{QUIZ_TEXT.answered(answered, count, percent(answered, count))}</span>
        <span>{QUIZ_TEXT.score(state.score, count)}</span>
      </div>
      <p className="quiz-question">{quiz.question}</p>
      <div className="quiz-options" role="radiogroup" aria-label={QUIZ_TEXT.options}>
        {options.map((option, i) => {
          const marks = answer
            ? option === quiz.correct_answer
              ? ' correct'
              : option === answer.choice
                ? ' wrong'
                : ''
            : '';
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={selected === option}
              className={`quiz-option${selected === option ? ' selected' : ''}${marks}`}
              disabled={Boolean(answer)}
              onClick={() => dispatch({ type: 'select', id: quiz.id, option })}
            >
              {i < 4 && (
                <span className="quiz-key" aria-hidden="true">
                  {i + 1}
                </span>
              )}
              {option}
            </button>
          );
        })}
      </div>
      {state.feedback && (
        <p
          className={`quiz-feedback ${state.feedback.correct ? 'correct' : 'wrong'}`}
          role="status"
        >
          {state.feedback.correct ? QUIZ_TEXT.correct : QUIZ_TEXT.incorrect(state.feedback.answer)}
        </p>
      )}
      <PrevNext
        prevLabel={QUIZ_TEXT.prev}
        nextLabel={QUIZ_TEXT.next}
        canPrev={state.index > 0}
        canNext={state.index < count - 1}
        onMove={(delta) => dispatch({ type: 'move', delta, count })}
      >
        <button
          type="button"
          className="btn btn-primary"
          disabled={state.selected == null || Boolean(answer)}
          onClick={() => {
            if (state.selected == null || answer) return;
            dispatch({ type: 'submit', id: quiz.id, correctAnswer: quiz.correct_answer });
            onAnswer?.(quiz, state.selected === quiz.correct_answer);
          }}
        >
          {QUIZ_TEXT.submit}
        </button>
        <button type="button" className="btn" onClick={() => dispatch({ type: 'restart' })}>
          {QUIZ_TEXT.restart}
        </button>
      </PrevNext>
      <EditDeleteActions
        editLabel={QUIZ_TEXT.edit}
        deleteLabel={QUIZ_TEXT.delete}
        onEdit={() => setEditing(true)}
        onDelete={() => onDelete(quiz)}
      />
      {footer}
    </div>
  );
}
