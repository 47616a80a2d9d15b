import { useState } from 'react';
import { FLASHCARD_TEXT } from './messages';

export function FlashcardEdit({
  question: initialQuestion,
  answer: initialAnswer,
  onSave,
  onCancel,
}: {
  question: string;
  answer: string;
  onSave: (text: { question: string; answer: string }) => void;
  onCancel: () => void;
}) {
  const [question, setQuestion] = useState(initialQuestion);
  const [answer, setAnswer] = useState(initialAnswer);
  return (
    <div className="flashcard-edit">
      <div className="field">
        <label htmlFor="flashcard-edit-question">{FLASHCARD_TEXT.question}</label>
        <textarea
          id="flashcard-edit-question"
          rows={3}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="flashcard-edit-answer">{FLASHCARD_TEXT.answer}</label>
        <textarea
          id="flashcard-edit-answer"
          rows={3}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </div>
      <div className="study-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {FLASHCARD_TEXT.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!question.trim() || !answer.trim()}
          onClick={() => onSave({ question, answer })}
        >
          {FLASHCARD_TEXT.save}
        </button>
      </div>
    </div>
  );
}
