import { useState } from 'react';
import type { CardText } from '../../data/flashcards';
import { FormActions } from '../../ui/actions';
import { CardFields } from './CardFields';
import { FLASHCARD_TEXT } from './messages';

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
  const [text, setText] = useState<CardText>({ question, answer });
  return (
    <div className="flashcard-edit">
      <CardFields idPrefix="flashcard-edit" rows={3} text={text} onChange={setText} />
      <FormActions
        cancelLabel={FLASHCARD_TEXT.cancel}
        onCancel={onCancel}
        confirmLabel={FLASHCARD_TEXT.save}
        onConfirm={() => onSave(text)}
        disabled={!text.question.trim() || !text.answer.trim()}
      />
    </div>
  );
}
