import { useState } from 'react';
import { useToast } from '../../ui/toasts';
import { useConcept } from '../../data/concepts';
import { reviewConceptAgain } from '../../data/reviews';
import { itemSource } from '../../lib/concepts';
import { jumpToSource, ShowSource } from '../../ui/ShowSource';
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
import { useResumedStudy } from '../../data/resume-hooks';
import { INITIAL_QUIZ, restoreQuiz } from '../../lib/review';
import { StudyTabFrame } from '../../ui/StudyTabFrame';
import { useStudyActions } from '../../ui/useStudyActions';
import { QUIZ_ERRORS } from './errors';
import { QUIZ_TEXT, useQuizText } from './messages';
import { QuizForm } from './QuizForm';
import { QuizViewer } from './QuizViewer';
import './quiz.css';

type QuizEdit = Omit<QuizFields, 'question_type'>;

/** "Show source" of the question shown: its own source, else its concept's. */
function QuizSource({
  quiz,
  onOpen,
}: {
  quiz: QuizQuestion;
  onOpen: Parameters<typeof ShowSource>[0]['onOpen'];
}) {
  const quizText = useQuizText();
  const concept = useConcept(quiz.key_concept_id);
  return (
    <ShowSource source={itemSource(quiz, concept)} label={quizText.showSource} onOpen={onOpen} />
  );
}

/** Quiz tab: create form and the quiz viewer (SPEC point 2). */
export function QuizTab({ file, player, resume }: StudyTabProps) {
  const quizText = useQuizText();
  const toast = useToast();
  const { user } = useSession();
  const quizzes = useQuizQuestions(file.id, file.status);
  const [current, setCurrent] = useState<QuizQuestion | null>(null);
  const { start, report } = useResumedStudy(
    'quiz',
    file.id,
    resume,
    quizzes,
    (saved, index, same) => (same ? restoreQuiz(saved, index) : { ...INITIAL_QUIZ, index }),
    current !== null,
  );

  function answered(quiz: QuizQuestion, correct: boolean) {
    if (correct) return;
    // The flashcard of the same key concept comes back for review, rated Again.
    reviewConceptAgain(quiz).then(
      (cards) => cards > 0 && toast.show(quizText.cardsBack(cards), 'info'),
      (error: unknown) => console.error('Could not bring the concept’s cards back', error),
    );
  }
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
      {start === null ? (
        <p className="muted">{quizText.loading}</p>
      ) : (
        <QuizViewer
          initial={start}
          onState={report}
          questions={quizzes.items}
          onUpdate={study.update}
          onDelete={(q) => void study.remove(q)}
          onAnswer={answered}
          onCurrent={setCurrent}
          footer={
            current && (
              <QuizSource
                quiz={current}
                onOpen={(source) => jumpToSource(player, source, (m) => toast.show(m, 'info'))}
              />
            )
          }
        />
      )}
    </StudyTabFrame>
  );
}
