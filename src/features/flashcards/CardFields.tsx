import type { CardText } from '../../data/flashcards';
import { TextAreaField } from '../../ui/fields';
import { useFlashcardText } from './messages';

/** Question and answer of a card, as two labelled textareas with ids `{idPrefix}-question|answer`. */
export function CardFields({
  idPrefix,
  rows,
  text,
  onChange,
}: {
  idPrefix: string;
  rows: number;
  text: CardText;
  onChange: (text: CardText) => void;
}) {
  const flashcardText = useFlashcardText();
  return (
    <>
      <TextAreaField
        id={`${idPrefix}-question`}
        label={flashcardText.question}
        rows={rows}
        value={text.question}
        onChange={(question) => onChange({ ...text, question })}
      />
      <TextAreaField
        id={`${idPrefix}-answer`}
        label={flashcardText.answer}
        rows={rows}
        value={text.answer}
        onChange={(answer) => onChange({ ...text, answer })}
      />
    </>
  );
}
