// The four answers of a review and how the spec's two buttons map onto them.

export type Rating = 1 | 2 | 3 | 4;
export const RATING = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export const RATINGS: readonly Rating[] = [1, 2, 3, 4];
export type RatingName = keyof typeof RATING;

export function isRating(value: unknown): value is Rating {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The spec's "Known" is Good, "Needs Review" is Again. */
export function ratingOfStatus(status: 'known' | 'needs_review'): Rating {
  return status === 'known' ? RATING.good : RATING.again;
}

/** Back to the spec's status: a card answered Again needs review, any other answer is known. */
export function statusOfRating(rating: Rating): 'known' | 'needs_review' {
  return rating === RATING.again ? 'needs_review' : 'known';
}
