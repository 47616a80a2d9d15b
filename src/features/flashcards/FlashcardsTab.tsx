import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../ui/toasts';
import { useSession } from '../../data/session';
import { useConcept } from '../../data/concepts';
import {
  createFlashcard,
  deleteFlashcard,
  updateFlashcard,
  useFlashcards,
  type CardText,
  type Flashcard,
} from '../../data/flashcards';
import { recordReview, useDueCount, useIntervals } from '../../data/reviews';
import { useReviewSettings } from '../../data/review-settings';
import { useResumedStudy } from '../../data/resume-hooks';
import { itemSource } from '../../lib/concepts';
import { INITIAL_REVIEW, restoreReview } from '../../lib/review';
import type { StudyTabProps } from '../../lib/player';
import { jumpToSource, ShowSource } from '../../ui/ShowSource';
import { StudyTabFrame } from '../../ui/StudyTabFrame';
import { useStudyActions } from '../../ui/useStudyActions';
import { FlashcardForm } from './FlashcardForm';
import { FlashcardViewer } from './FlashcardViewer';
import { FLASHCARD_ERRORS } from './errors';
import { FLASHCARD_TEXT, useFlashcardText } from './messages';
import './flashcards.css';

/** "N due today" of this file, and the way to study them. */
function FileDue({ fileId, due }: { fileId: number; due: number | undefined }) {
  const flashcardText = useFlashcardText();
  if (due === undefined) return null;
  return (
    <p className="flashcards-due">
      <span>{flashcardText.dueToday(due)}</span>
      {due > 0 && (
        <Link className="btn btn-link" to={`/study/${fileId}`}>
          {flashcardText.studyDue}
        </Link>
      )}
    </p>
  );
}

/** "Show source" of the card shown: its own source, else its concept's. */
function CardSource({
  card,
  onOpen,
}: {
  card: Flashcard;
  onOpen: Parameters<typeof ShowSource>[0]['onOpen'];
}) {
  const flashcardText = useFlashcardText();
  const concept = useConcept(card.key_concept_id);
  return (
    <ShowSource
      source={itemSource(card, concept)}
      label={flashcardText.showSource}
      onOpen={onOpen}
    />
  );
}

/** Flashcards tab: create form and the review viewer (SPEC point 2). */
export function FlashcardsTab({ file, player, resume }: StudyTabProps) {
  const flashcardText = useFlashcardText();
  const toast = useToast();
  const { user } = useSession();
  const cards = useFlashcards(file.id, file.status);
  const due = useDueCount(file.id);
  const { fourButtons } = useReviewSettings();
  const [current, setCurrent] = useState<Flashcard | null>(null);
  // The frame painted at start gives way once this shows the card as it will stay (its due
  // line and source in), or the set's state (empty, error).
  const { start, report } = useResumedStudy(
    'flashcards',
    file.id,
    resume,
    cards,
    (saved, index, same) => (same ? restoreReview(saved, index) : { ...INITIAL_REVIEW, index }),
    current !== null && due !== undefined,
  );
  const intervals = useIntervals(current?.id ?? null);
  const study = useStudyActions<Flashcard, CardText, CardText>({
    notify: toast.show,
    signedIn: Boolean(user),
    text: FLASHCARD_TEXT,
    create: (card) => createFlashcard(file.id, card),
    update: updateFlashcard,
    remove: deleteFlashcard,
    createError: FLASHCARD_ERRORS.create,
    updateError: FLASHCARD_ERRORS.update,
    deleteError: FLASHCARD_ERRORS.delete,
  });

  function rate(card: Flashcard, rating: 1 | 2 | 3 | 4) {
    recordReview(card, rating).catch((error: unknown) => {
      console.error(error);
      toast.show(flashcardText.reviewFailed, 'error');
    });
  }

  return (
    <StudyTabFrame
      className="flashcards"
      text={FLASHCARD_TEXT}
      study={study}
      form={<FlashcardForm onSubmit={study.create} onCancel={study.closeCreate} />}
      list={cards}
    >
      <FileDue fileId={file.id} due={due} />
      {start === null ? (
        <p className="muted">{flashcardText.loading}</p>
      ) : (
        <FlashcardViewer
          initial={start}
          onState={report}
          cards={cards.items}
          total={cards.total}
          onUpdate={study.update}
          onDelete={(c) => void study.remove(c)}
          onRate={rate}
          fourButtons={fourButtons}
          intervals={intervals}
          onCurrentCard={setCurrent}
          footer={
            current && (
              <CardSource
                card={current}
                onOpen={(source) => jumpToSource(player, source, (m) => toast.show(m, 'info'))}
              />
            )
          }
        />
      )}
    </StudyTabFrame>
  );
}
