import { useState } from 'react';
import type { CardText } from '../../data/flashcards';
import { FormActions } from '../../ui/actions';
import { CardFields } from './CardFields';
import { useFlashcardText } from './messages';

export function FlashcardEdit({
  question,
  answer,
  onSave,
  onCancel,
}: {
  question: string;
  answer: string;
  onSave: (text: CardText) => void;
  onCancel: () => void;
}) {
  const flashcardText = useFlashcardText();
  const [text, setText] = useState<CardText>({ question, answer });
  return (
    <div className="flashcard-edit">
      <CardFields idPrefix="flashcard-edit" rows={3} text={text} onChange={setText} />
      <FormActions
        cancelLabel={flashcardText.cancel}
        onCancel={onCancel}
        confirmLabel={flashcardText.save}
        onConfirm={() => onSave(text)}
        disabled={!text.question.trim() || !text.answer.trim()}
      />
    </div>
  );
}
