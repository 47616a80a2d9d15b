import { useToast } from '../../ui/toasts';
import { useSession } from '../../data/session';
import {
  createQuiz,
  deleteQuiz,
  updateQuiz,
  useQuizQuestions,
  type QuizFields,
  type QuizQuestion,
} from '../../data/quiz';
import type { StudyTabProps } from '../../lib/player';
import { StudyTabFrame } from '../../ui/StudyTabFrame';
import { useStudyActions } from '../../ui/useStudyActions';
import { QUIZ_ERRORS } from './errors';
import { QUIZ_TEXT } from './messages';
import { QuizForm } from './QuizForm';
import { QuizViewer } from './QuizViewer';
import './quiz.css';

type QuizEdit = Omit<QuizFields, 'question_type'>;

/** Quiz tab: create form and the quiz viewer (SPEC point 2). */
export function QuizTab({ file }: StudyTabProps) {
  const toast = useToast();
  const { user } = useSession();
  const quizzes = useQuizQuestions(file.id, file.status);
  const study = useStudyActions<QuizQuestion, QuizFields, QuizEdit>({
    notify: toast.show,
    signedIn: Boolean(user),
    text: QUIZ_TEXT,
    create: (fields) => createQuiz(file.id, fields),
    update: updateQuiz,
    remove: deleteQuiz,
    createError: QUIZ_ERRORS.create,
    updateError: QUIZ_ERRORS.update,
    deleteError: QUIZ_ERRORS.delete,
  });

  return (
    <StudyTabFrame
      className="quiz"
      text={QUIZ_TEXT}
      study={study}
      form={<QuizForm onSubmit={study.create} onCancel={study.closeCreate} />}
      list={quizzes}
    >
      <QuizViewer
        questions={quizzes.items}
        onUpdate={study.update}
        onDelete={(q) => void study.remove(q)}
      />
    </StudyTabFrame>
  );
}
