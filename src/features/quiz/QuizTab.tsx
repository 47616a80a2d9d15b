import { useState } from 'react';
import { useToast } from '../../app/toasts';
import { useSession } from '../../data/session';
import {
  createQuiz,
  deleteQuiz,
  updateQuiz,
  useQuizQuestions,
  type QuizFields,
  type QuizQuestion,
} from '../../data/quiz';
import { errorStatus, errorText } from '../../lib/errors';
import type { StudyTabProps } from '../../lib/player';
import { QUIZ_TEXT } from './messages';
import { QuizForm } from './QuizForm';
import { QuizViewer } from './QuizViewer';
import './quiz.css';

/** Quiz tab: create form and the quiz viewer (SPEC point 2). */
export function QuizTab({ file }: StudyTabProps) {
  const toast = useToast();
  const { user } = useSession();
  const quizzes = useQuizQuestions(file.id, file.status);
  const [creating, setCreating] = useState(false);

  async function create(fields: QuizFields): Promise<boolean> {
    try {
      await createQuiz(file.id, fields);
      toast.show(QUIZ_TEXT.created, 'success');
      setCreating(false);
      return true;
    } catch (error) {
      toast.show(QUIZ_TEXT.createError(errorText(error)), 'error');
      return false;
    }
  }

  async function update(
    quiz: QuizQuestion,
    fields: Omit<QuizFields, 'question_type'>,
  ): Promise<boolean> {
    if (!user) {
      toast.show(QUIZ_TEXT.mustLogIn, 'error');
      return false;
    }
    try {
      await updateQuiz(quiz, fields);
      toast.show(QUIZ_TEXT.updated, 'success');
      return true;
    } catch (error) {
      console.error(error);
      toast.show(QUIZ_TEXT.updateError, 'error');
      return false;
    }
  }

  async function remove(quiz: QuizQuestion) {
    if (!user) return toast.show(QUIZ_TEXT.mustLogIn, 'error');
    if (!window.confirm(QUIZ_TEXT.confirmDelete)) return;
    try {
      await deleteQuiz(quiz);
      toast.show(QUIZ_TEXT.deleted, 'success');
    } catch (error) {
      const status = errorStatus(error);
      toast.show(status ? QUIZ_TEXT.deleteFailed(status) : QUIZ_TEXT.deleteError, 'error');
    }
  }

  return (
    <div className="quiz">
      <div className="study-toolbar">
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={creating}
          onClick={() => setCreating((c) => !c)}
        >
          + {QUIZ_TEXT.create}
        </button>
      </div>
      {creating && <QuizForm onSubmit={create} onCancel={() => setCreating(false)} />}
      {quizzes.error && (
        <p className="error-text" role="alert">
          {quizzes.error}
        </p>
      )}
      {quizzes.loading ? (
        <p className="muted">{QUIZ_TEXT.loading}</p>
      ) : quizzes.items.length === 0 ? (
        <p className="muted">{QUIZ_TEXT.empty}</p>
      ) : (
        <QuizViewer questions={quizzes.items} onUpdate={update} onDelete={(q) => void remove(q)} />
      )}
    </div>
  );
}
