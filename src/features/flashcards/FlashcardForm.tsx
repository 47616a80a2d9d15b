import { useState, type FormEvent } from 'react';
import type { CardText } from '../../data/flashcards';
import { FormActions } from '../../ui/actions';
import { CardFields } from './CardFields';
import { useFlashcardText } from './messages';

const EMPTY: CardText = { question: '', answer: '' };

/** 'Create New Flashcard': question and answer must not be blank (SPEC point 5). */
export function FlashcardForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (card: CardText) => Promise<boolean>;
  onCancel: () => void;
}) {
  const flashcardText = useFlashcardText();
  const [text, setText] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const valid = text.question.trim() !== '' && text.answer.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    const ok = await onSubmit(text);
    setBusy(false);
    if (ok) setText(EMPTY);
  }

  return (
    <form
      className="study-form card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="flashcard-form-title"
    >
      <h3 id="flashcard-form-title">{flashcardText.createHeading}</h3>
      <CardFields idPrefix="flashcard" rows={2} text={text} onChange={setText} />
      <FormActions
        cancelLabel={flashcardText.cancel}
        onCancel={onCancel}
        confirmLabel={busy ? flashcardText.adding : flashcardText.add}
        disabled={!valid || busy}
      />
    </form>
  );
}
