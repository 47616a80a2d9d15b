import { useState, type FormEvent } from 'react';
import { FLASHCARD_TEXT } from './messages';

/** 'Create New Flashcard': question and answer must not be blank (SPEC point 5). */
export function FlashcardForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (card: { question: string; answer: string }) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = question.trim() !== '' && answer.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    const ok = await onSubmit({ question, answer });
    setBusy(false);
    if (ok) {
      setQuestion('');
      setAnswer('');
    }
  }

  return (
    <form
      className="study-form card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="flashcard-form-title"
    >
      <h3 id="flashcard-form-title">{FLASHCARD_TEXT.createHeading}</h3>
      <div className="field">
        <label htmlFor="flashcard-question">{FLASHCARD_TEXT.question}</label>
        <textarea
          id="flashcard-question"
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="flashcard-answer">{FLASHCARD_TEXT.answer}</label>
        <textarea
          id="flashcard-answer"
          rows={2}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </div>
      <div className="study-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {FLASHCARD_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!valid || busy}>
          {busy ? FLASHCARD_TEXT.adding : FLASHCARD_TEXT.add}
        </button>
      </div>
    </form>
  );
}
