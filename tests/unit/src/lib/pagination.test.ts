import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  hasPrevPage,
  pageLabel,
  PAGE_SIZES,
  totalPages,
} from '../../../../src/lib/pagination';

describe('pagination', () => {
  it('has a next page while page * size < total', () => {
    expect(hasNextPage(1, 10, 11)).toBe(true);
    expect(hasNextPage(1, 10, 10)).toBe(false);
    expect(hasNextPage(2, 10, 25)).toBe(true);
    expect(hasNextPage(3, 10, 25)).toBe(false);
  });
  it('has a previous page after page 1', () => {
    expect(hasPrevPage(1)).toBe(false);
    expect(hasPrevPage(2)).toBe(true);
  });
  it('labels pages, with at least one', () => {
    expect(pageLabel(1, 10, 0)).toBe('Page 1 of 1');
    expect(pageLabel(2, 10, 25)).toBe('Page 2 of 3');
    expect(totalPages(25, 50)).toBe(2);
  });
  it('offers 10, 25, 50', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50]);
  });
});
