import { describe, expect, it } from 'vitest';
import {
  buildConceptPayload,
  conceptSource,
  isRapidSubmit,
  jumpOutcome,
  sortConcepts,
} from '../../../../src/lib/concepts';

const c = (
  id: number,
  title: string,
  page: number | null,
  start: number | null = null,
  end: number | null = null,
) => ({
  id,
  concept_title: title,
  source_page_number: page,
  source_video_timestamp_start_seconds: start,
  source_video_timestamp_end_seconds: end,
});

describe('concept sorting', () => {
  const list = [c(1, 'beta', 5), c(2, 'Alpha', null, 30), c(3, 'gamma', 2), c(4, 'delta', null)];
  it('keeps the default order', () => {
    expect(sortConcepts(list, 'default').map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
  it('sorts alphabetically', () => {
    expect(sortConcepts(list, 'alphabetical').map((x) => x.concept_title)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'gamma',
    ]);
  });
  it('sorts by source, unsourced last', () => {
    expect(sortConcepts(list, 'source').map((x) => x.id)).toEqual([3, 1, 2, 4]);
  });
});

describe('concept sources and jumps', () => {
  it('describes pages and time ranges', () => {
    expect(conceptSource(c(1, 't', 3))?.text).toBe('Found in: Page 3');
    expect(conceptSource(c(1, 't', null, 83, 120))?.text).toBe('Found in: 01:23 - 02:00');
    expect(conceptSource(c(1, 't', null, 83))?.text).toBe('Found in: 01:23');
    expect(conceptSource(c(1, 't', null))).toBeNull();
  });
  it('gives the toasts and highlight lengths', () => {
    const page = conceptSource(c(1, 't', 3));
    const seg = conceptSource(c(1, 't', null, 83, 120));
    const jump = conceptSource(c(1, 't', null, 83, 50));
    if (!page || !seg || !jump) throw new Error('missing source');
    expect(jumpOutcome(page)).toEqual({ toast: 'Navigated to page 3', highlightMs: 2000 });
    expect(jumpOutcome(seg)).toEqual({
      toast: 'Playing segment (01:23 - 02:00, 37s)',
      highlightMs: 37000,
    });
    expect(jumpOutcome(jump)).toEqual({ toast: 'Jumped to 01:23', highlightMs: 2000 });
  });
});

describe('concept payload', () => {
  const draft = { title: ' T ', explanation: ' E ', page: '4', start: '1.5', end: '9' };
  it('needs title and explanation', () => {
    expect(buildConceptPayload({ ...draft, title: ' ' }, 'pdf')).toBeNull();
    expect(buildConceptPayload({ ...draft, explanation: '' }, 'pdf')).toBeNull();
  });
  it('sends the page only for PDFs', () => {
    expect(buildConceptPayload(draft, 'pdf')).toEqual({
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 4,
      is_custom: true,
    });
    expect(buildConceptPayload({ ...draft, page: '0' }, 'pdf')).not.toHaveProperty(
      'source_page_number',
    );
  });
  it('sends times only for video and YouTube', () => {
    expect(buildConceptPayload(draft, 'youtube')).toEqual({
      concept_title: 'T',
      concept_explanation: 'E',
      source_video_timestamp_start_seconds: 1.5,
      source_video_timestamp_end_seconds: 9,
      is_custom: true,
    });
    expect(buildConceptPayload({ ...draft, start: '', end: '' }, 'video')).toEqual({
      concept_title: 'T',
      concept_explanation: 'E',
      is_custom: true,
    });
    expect(buildConceptPayload(draft, 'image')).not.toHaveProperty('source_page_number');
  });
  it('guards rapid submits for 2 s', () => {
    expect(isRapidSubmit(null, 1000)).toBe(false);
    expect(isRapidSubmit(1000, 2999)).toBe(true);
    expect(isRapidSubmit(1000, 3000)).toBe(false);
  });
});
