import { useToast } from '../../ui/toasts';
import { useSession } from '../../data/session';
import {
  createFlashcard,
  deleteFlashcard,
  updateFlashcard,
  useFlashcards,
  type CardText,
  type Flashcard,
} from '../../data/flashcards';
import type { StudyTabProps } from '../../lib/player';
import { StudyTabFrame } from '../../ui/StudyTabFrame';
import { useStudyActions } from '../../ui/useStudyActions';
import { FlashcardForm } from './FlashcardForm';
import { FlashcardViewer } from './FlashcardViewer';
import { FLASHCARD_ERRORS } from './errors';
import { FLASHCARD_TEXT } from './messages';
import './flashcards.css';

/** Flashcards tab: create form and the review viewer (SPEC point 2). */
export function FlashcardsTab({ file }: StudyTabProps) {
  const toast = useToast();
  const { user } = useSession();
  const cards = useFlashcards(file.id, file.status);
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

  return (
    <StudyTabFrame
      className="flashcards"
      text={FLASHCARD_TEXT}
      study={study}
      form={<FlashcardForm onSubmit={study.create} onCancel={study.closeCreate} />}
      list={cards}
    >
      <FlashcardViewer
        cards={cards.items}
        onUpdate={study.update}
        onDelete={(c) => void study.remove(c)}
      />
    </StudyTabFrame>
  );
}
