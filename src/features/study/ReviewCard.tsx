import { useLayoutEffect, useRef, useState } from 'react';
import { useConcept } from '../../data/concepts';
import { openViewer, useFile, useViewerTarget } from '../../data/files';
import { useFlashcard } from '../../data/flashcards';
import { recordReview, useIntervals } from '../../data/reviews';
import { useReviewSettings } from '../../data/review-settings';
import { itemSource } from '../../lib/concepts';
import { isFormField } from '../../lib/keys';
import { RatingButtons, ratingChoices, ratingOfKey } from '../../ui/RatingButtons';
import { ShowSource } from '../../ui/ShowSource';
import { useToast } from '../../ui/toasts';
import { STUDY_TEXT, useStudyText } from './messages';

type Rating = 1 | 2 | 3 | 4;

/**
 * One card of a due session: the question, "Show answer" (Space), then the answers (keys 1–4)
 * and "Show source", which opens the file viewer at the card's page or second.
 */
export function ReviewCard({
  cardId,
  onAnswered,
}: {
  cardId: number;
  onAnswered: (rating: Rating) => void;
}) {
  const studyText = useStudyText();
  const toast = useToast();
  const card = useFlashcard(cardId);
  const file = useFile(card?.file_id ?? null);
  const concept = useConcept(card?.key_concept_id ?? null);
  const intervals = useIntervals(cardId);
  const { fourButtons } = useReviewSettings();
  const viewerOpen = useViewerTarget() !== null;
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(Date.now());
  const choices = ratingChoices(STUDY_TEXT, fourButtons, intervals, { disabled: busy });

  async function rate(rating: Rating) {
    if (!card || busy) return;
    setBusy(true);
    try {
      await recordReview(card, rating, { durationMs: Date.now() - started.current });
      onAnswered(rating);
    } catch (error) {
      console.error(error);
      toast.show(studyText.reviewFailed, 'error');
      setBusy(false);
    }
  }

  // A layout effect: the keys act on the card as painted. A passive effect would leave the
  // previous render's listener in place for a moment after the answer shows, and a fast key
  // press (or a busy phone) would be read as if the answer were still hidden.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (viewerOpen || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.target && isFormField(e.target)) return;
      if (!shown && (e.key === ' ' || e.key === 'Enter')) {
        e.preventDefault();
        setShown(true);
        return;
      }
      const rating = shown ? ratingOfKey(e.key, choices) : null;
      if (rating) {
        e.preventDefault();
        void rate(rating);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (card === undefined) return <p className="muted">{studyText.loading}</p>;
  if (card === null) return null;
  const source = itemSource(card, concept);
  return (
    <article className="card review-card" aria-label={studyText.question}>
      {file && <p className="muted review-card-file">{studyText.fromFile(file.file_name)}</p>}
      <p className="review-card-side">{studyText.question}</p>
      <p className="review-card-text">{card.question}</p>
      {shown ? (
        <>
          <hr />
          <p className="review-card-side">{studyText.answer}</p>
          <p className="review-card-text">{card.answer}</p>
          <RatingButtons choices={choices} onRate={(r) => void rate(r)} label={studyText.answers} />
        </>
      ) : (
        <button
          type="button"
          className="btn btn-primary review-card-show"
          aria-keyshortcuts="Space"
          onClick={() => setShown(true)}
        >
          {studyText.showAnswer}
        </button>
      )}
      <ShowSource
        source={source}
        label={studyText.showSource}
        onOpen={(s) =>
          openViewer({
            kind: 'file',
            fileId: card.file_id,
            position:
              s.kind === 'page'
                ? { page: s.page, seconds: null }
                : { page: null, seconds: s.start },
          })
        }
      />
    </article>
  );
}
