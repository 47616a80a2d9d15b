import { describe, expect, it } from 'vitest';
import { isRating, RATING, ratingOfStatus, statusOfRating } from '../../../scheduling';

describe('ratings', () => {
  it('map the spec buttons: Known is Good, Needs Review is Again', () => {
    expect(ratingOfStatus('known')).toBe(RATING.good);
    expect(ratingOfStatus('needs_review')).toBe(RATING.again);
    expect([RATING.again, RATING.hard, RATING.good, RATING.easy]).toEqual([1, 2, 3, 4]);
  });

  it('map back: Again needs review, Hard, Good and Easy are known', () => {
    expect(statusOfRating(1)).toBe('needs_review');
    expect([2, 3, 4].map((r) => statusOfRating(r as 2 | 3 | 4))).toEqual([
      'known',
      'known',
      'known',
    ]);
  });

  it('accept only 1 to 4', () => {
    expect([0, 1, 2, 3, 4, 5, '3', null].map(isRating)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
