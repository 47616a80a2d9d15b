import './review.css';
/** One answer button of a review: its label, the interval it would give, its key. */
export interface RatingChoice {
  rating: 1 | 2 | 3 | 4;
  label: string;
  /** e.g. "10m", "3d"; absent while unknown. */
  interval?: string;
  /** The key that answers it too (1–4). */
  keyHint: string;
  disabled?: boolean;
  icon?: string;
}

export interface RatingLabels {
  known: string;
  needsReview: string;
  again: string;
  hard: string;
  good: string;
  easy: string;
}

/**
 * The answer buttons: the spec's Known (Good, key 3) and Needs Review (Again, key 1), the
 * `current` status disabled (SPEC point 4); or Anki's four (keys 1–4), each with the interval
 * it would give.
 */
export function ratingChoices(
  labels: RatingLabels,
  fourButtons: boolean,
  intervals: Record<1 | 2 | 3 | 4, string> | undefined,
  options: { current?: 'known' | 'needs_review' | 'unseen'; disabled?: boolean } = {},
): RatingChoice[] {
  const { current = 'unseen', disabled = false } = options;
  if (fourButtons) {
    return ([1, 2, 3, 4] as const).map((rating) => ({
      rating,
      label: [labels.again, labels.hard, labels.good, labels.easy][rating - 1] ?? '',
      interval: intervals?.[rating],
      keyHint: String(rating),
      disabled,
    }));
  }
  return [
    {
      rating: 3,
      label: labels.known,
      icon: '✓',
      keyHint: '3',
      disabled: current === 'known' || disabled,
    },
    {
      rating: 1,
      label: labels.needsReview,
      icon: '↻',
      keyHint: '1',
      disabled: current === 'needs_review' || disabled,
    },
  ];
}

/** The rating a key press gives among the buttons shown, or null. */
export function ratingOfKey(
  key: string,
  choices: readonly RatingChoice[],
): RatingChoice['rating'] | null {
  const choice = choices.find((c) => c.keyHint === key);
  return choice && !choice.disabled ? choice.rating : null;
}

/** The answer buttons of a review (Known / Needs Review, or Again / Hard / Good / Easy). */
export function RatingButtons({
  choices,
  onRate,
  label,
}: {
  choices: readonly RatingChoice[];
  onRate: (rating: RatingChoice['rating']) => void;
  label: string;
}) {
  return (
    <div className="rating-buttons" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.rating}
          type="button"
          className={`btn rating-button rating-${choice.rating}`}
          disabled={choice.disabled}
          aria-keyshortcuts={choice.keyHint}
          title={`${choice.label} (${choice.keyHint})`}
          onClick={() => onRate(choice.rating)}
        >
          <span className="rating-label">
            {choice.icon ? `${choice.icon} ` : ''}
            {choice.label}
          </span>
          {choice.interval && <span className="rating-interval">{choice.interval}</span>}
        </button>
      ))}
    </div>
  );
}
