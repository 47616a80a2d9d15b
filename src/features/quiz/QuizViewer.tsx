import { useEffect, useReducer, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { QuizQuestion } from '../../data/quiz';
import { arrowDelta, isFormField } from '../../lib/keys';
import { percent, quizOptions } from '../../lib/quiz';
import { answeredCount, INITIAL_QUIZ, quizReducer, type QuizState } from '../../lib/review';
import { EditDeleteActions, PrevNext } from '../../ui/actions';
import { QuizEdit } from './QuizEdit';
import { useQuizText } from './messages';

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
  initial = INITIAL_QUIZ,
  onState,
  footer,
}: {
  questions: readonly QuizQuestion[];
  onUpdate: (quiz: QuizQuestion, fields: EditFields) => Promise<boolean>;
  onDelete: (quiz: QuizQuestion) => void;
  onAnswer?: (quiz: QuizQuestion, correct: boolean) => void;
  /** Told which question is shown (for its "Show source"). */
  onCurrent?: (quiz: QuizQuestion) => void;
  /** The quiz to start from (a set reopened where the student left it). */
  initial?: QuizState;
  /** Told the question shown and the quiz's state whenever either changes (not while editing). */
  onState?: (quiz: QuizQuestion, state: QuizState) => void;
  footer?: ReactNode;
}) {
  const quizText = useQuizText();
  const [state, dispatch] = useReducer(quizReducer, initial);
  const [editing, setEditing] = useState(false);
  const count = questions.length;
  const quiz = questions[Math.min(state.index, count - 1)];
  useEffect(() => {
    if (quiz) onCurrent?.(quiz);
    // Told when the question shown changes, not when the callback does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz?.id]);
  useEffect(() => {
    if (quiz && !editing) onState?.(quiz, state);
    // Told when the question or the quiz changes, not when the callback does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz, state, editing]);
  if (!quiz) return <p className="muted">{quizText.viewerEmpty}</p>;

  const options = quizOptions(quiz);
  /** True/False answers in the interface's language; the stored values stay as they are. */
  const shown = (option: string): string =>
    quiz.question_type !== 'TF'
      ? option
      : option === 'True'
        ? quizText.trueLabel
        : option === 'False'
          ? quizText.falseLabel
          : option;
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
        <span>{quizText.position(state.index + 1, count)}</span>
        <span>{quizText.answered(answered, count, percent(answered, count))}</span>
        <span>{quizText.score(state.score, count)}</span>
      </div>
      <p className="quiz-question">{quiz.question}</p>
      <div className="quiz-options" role="radiogroup" aria-label={quizText.options}>
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
              {shown(option)}
            </button>
          );
        })}
      </div>
      {state.feedback && (
        <p
          className={`quiz-feedback ${state.feedback.correct ? 'correct' : 'wrong'}`}
          role="status"
        >
          {state.feedback.correct
            ? quizText.correct
            : quizText.incorrect(shown(state.feedback.answer))}
        </p>
      )}
      <PrevNext
        prevLabel={quizText.prev}
        nextLabel={quizText.next}
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
          {quizText.submit}
        </button>
        <button type="button" className="btn" onClick={() => dispatch({ type: 'restart' })}>
          {quizText.restart}
        </button>
      </PrevNext>
      <EditDeleteActions
        editLabel={quizText.edit}
        deleteLabel={quizText.delete}
        onEdit={() => setEditing(true)}
        onDelete={() => onDelete(quiz)}
      />
      {footer}
    </div>
  );
}
