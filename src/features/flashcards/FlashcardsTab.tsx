import { useState } from 'react';
import { useToast } from '../../app/toasts';
import { useSession } from '../../data/session';
import {
  createFlashcard,
  deleteFlashcard,
  updateFlashcard,
  useFlashcards,
  type Flashcard,
} from '../../data/flashcards';
import { mutationErrorText } from '../../lib/errors';
import type { StudyTabProps } from '../../lib/player';
import { FlashcardForm } from './FlashcardForm';
import { FlashcardViewer } from './FlashcardViewer';
import { FLASHCARD_TEXT } from './messages';
import './flashcards.css';

/** Flashcards tab: create form and the review viewer (SPEC point 2). */
export function FlashcardsTab({ file }: StudyTabProps) {
  const toast = useToast();
  const { user } = useSession();
  const cards = useFlashcards(file.id, file.status);
  const [creating, setCreating] = useState(false);

  async function create(card: { question: string; answer: string }): Promise<boolean> {
    try {
      await createFlashcard(file.id, card);
      toast.show(FLASHCARD_TEXT.created, 'success');
      setCreating(false);
      return true;
    } catch (error) {
      toast.show(
        mutationErrorText(error, FLASHCARD_TEXT.saveFailed, FLASHCARD_TEXT.saveFailed),
        'error',
      );
      return false;
    }
  }

  async function update(
    card: Flashcard,
    text: { question: string; answer: string },
  ): Promise<boolean> {
    if (!user) {
      toast.show(FLASHCARD_TEXT.mustLogIn, 'error');
      return false;
    }
    try {
      await updateFlashcard(card, text);
      toast.show(FLASHCARD_TEXT.updated, 'success');
      return true;
    } catch (error) {
      toast.show(
        mutationErrorText(error, FLASHCARD_TEXT.updateFailed, FLASHCARD_TEXT.saveFailed),
        'error',
      );
      return false;
    }
  }

  async function remove(card: Flashcard) {
    if (!user) return toast.show(FLASHCARD_TEXT.mustLogIn, 'error');
    if (!window.confirm(FLASHCARD_TEXT.confirmDelete)) return;
    try {
      await deleteFlashcard(card);
      toast.show(FLASHCARD_TEXT.deleted, 'success');
    } catch (error) {
      toast.show(
        mutationErrorText(error, FLASHCARD_TEXT.deleteFailed, FLASHCARD_TEXT.saveFailed),
        'error',
      );
    }
  }

  return (
    <div className="flashcards">
      <div className="study-toolbar">
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={creating}
          onClick={() => setCreating((c) => !c)}
        >
          + {FLASHCARD_TEXT.create}
        </button>
      </div>
      {creating && <FlashcardForm onSubmit={create} onCancel={() => setCreating(false)} />}
      {cards.error && (
        <p className="error-text" role="alert">
          {cards.error}
        </p>
      )}
      {cards.loading ? (
        <p className="muted">{FLASHCARD_TEXT.loading}</p>
      ) : cards.items.length === 0 ? (
        <p className="muted">{FLASHCARD_TEXT.empty}</p>
      ) : (
        <FlashcardViewer cards={cards.items} onUpdate={update} onDelete={(c) => void remove(c)} />
      )}
    </div>
  );
}
