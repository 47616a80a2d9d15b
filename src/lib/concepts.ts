import { textOf } from './i18n/current';
import { formatRange } from './time';

/** The words of concept sources and jumps (SPEC point 2), a section of the catalogue. */
export const CONCEPT_SOURCE_TEXT = {
  sorts: { default: 'Default Order', alphabetical: 'Alphabetical', source: 'Source Order' },
  foundInPage: (page: number) => `Found in: Page ${page}`,
  foundInRange: (range: string) => `Found in: ${range}`,
  navigated: (page: number) => `Navigated to page ${page}`,
  playing: (range: string, seconds: number) => `Playing segment (${range}, ${seconds}s)`,
  jumped: (range: string) => `Jumped to ${range}`,
} as const;

declare module './i18n/sections' {
  interface Sections {
    conceptSource: typeof CONCEPT_SOURCE_TEXT;
  }
}

const text = () => textOf('conceptSource', CONCEPT_SOURCE_TEXT);

export interface ConceptLike {
  id: number;
  concept_title: string;
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
}

export type ConceptSort = 'default' | 'alphabetical' | 'source';
export const CONCEPT_SORTS: readonly { value: ConceptSort; label: string }[] = (
  ['default', 'alphabetical', 'source'] as const
).map((value) => ({ value, label: CONCEPT_SOURCE_TEXT.sorts[value] }));

/** A sort's name in the interface's language. */
export function conceptSortLabel(sort: ConceptSort): string {
  return text().sorts[sort];
}

/** Sources first by page, then by start time; concepts without a source go last. */
function sourceKey(c: ConceptLike): number {
  if (c.source_page_number != null) return c.source_page_number;
  if (c.source_video_timestamp_start_seconds != null) return c.source_video_timestamp_start_seconds;
  return Number.POSITIVE_INFINITY;
}

export function sortConcepts<T extends ConceptLike>(list: readonly T[], sort: ConceptSort): T[] {
  const copy = [...list];
  if (sort === 'alphabetical') {
    return copy.sort(
      (a, b) => (a.concept_title || '').localeCompare(b.concept_title || '') || a.id - b.id,
    );
  }
  if (sort === 'source') return copy.sort((a, b) => sourceKey(a) - sourceKey(b) || a.id - b.id);
  return copy;
}

export type ConceptSource =
  | { kind: 'page'; page: number; text: string }
  | { kind: 'time'; start: number; end: number | null; range: string; text: string }
  | null;

/** The source fields of a concept, or of a flashcard or quiz question made from the material. */
export type SourceFields = Partial<
  Pick<
    ConceptLike,
    | 'source_page_number'
    | 'source_video_timestamp_start_seconds'
    | 'source_video_timestamp_end_seconds'
  >
>;

/** 'Found in: Page N' or 'Found in: mm:ss - mm:ss' (SPEC point 2), or null without a source. */
export function conceptSource(c: SourceFields): ConceptSource {
  if (c.source_page_number != null) {
    return {
      kind: 'page',
      page: c.source_page_number,
      text: text().foundInPage(c.source_page_number),
    };
  }
  const start = c.source_video_timestamp_start_seconds;
  if (start != null) {
    const end = c.source_video_timestamp_end_seconds ?? null;
    const range = formatRange(start, end);
    return { kind: 'time', start, end, range, text: text().foundInRange(range) };
  }
  return null;
}

/** The toast and highlight length of a jump (SPEC point 2 and 9). */
export function jumpOutcome(source: Exclude<ConceptSource, null>): {
  toast: string;
  highlightMs: number;
} {
  if (source.kind === 'page') return { toast: text().navigated(source.page), highlightMs: 2000 };
  if (source.end != null && source.end > source.start) {
    const seconds = Math.round(source.end - source.start);
    return {
      toast: text().playing(source.range, seconds),
      highlightMs: (source.end - source.start) * 1000,
    };
  }
  return { toast: text().jumped(source.range), highlightMs: 2000 };
}

export interface ConceptDraft {
  title: string;
  explanation: string;
  page: string;
  start: string;
  end: string;
}

export interface ConceptPayload {
  concept_title: string;
  concept_explanation: string;
  source_page_number?: number;
  source_video_timestamp_start_seconds?: number;
  source_video_timestamp_end_seconds?: number;
  is_custom: true;
}

function num(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * SPEC point 5: title and explanation non-blank (else null: the button stays disabled); the page
 * is sent only for a PDF (min 1), the times only for video or YouTube (min 0); is_custom is true.
 */
export function buildConceptPayload(
  draft: ConceptDraft,
  viewerType: string,
): ConceptPayload | null {
  const title = draft.title.trim();
  const explanation = draft.explanation.trim();
  if (!title || !explanation) return null;
  const payload: ConceptPayload = {
    concept_title: title,
    concept_explanation: explanation,
    is_custom: true,
  };
  if (viewerType === 'pdf') {
    const page = num(draft.page);
    if (page != null && page >= 1) payload.source_page_number = Math.floor(page);
  }
  if (viewerType === 'video' || viewerType === 'youtube') {
    const start = num(draft.start);
    const end = num(draft.end);
    if (start != null && start >= 0) payload.source_video_timestamp_start_seconds = start;
    if (end != null && end >= 0) payload.source_video_timestamp_end_seconds = end;
  }
  return payload;
}

/** SPEC point 7 (PATCH of a key concept): the source page or video times, only those present. */
export function presentSourceFields(c: SourceFields): {
  source_page_number?: number;
  source_video_timestamp_start_seconds?: number;
  source_video_timestamp_end_seconds?: number;
} {
  const present: ReturnType<typeof presentSourceFields> = {};
  if (c.source_page_number != null) present.source_page_number = c.source_page_number;
  const start = c.source_video_timestamp_start_seconds;
  const end = c.source_video_timestamp_end_seconds;
  if (start != null) present.source_video_timestamp_start_seconds = start;
  if (end != null) present.source_video_timestamp_end_seconds = end;
  return present;
}

export const RAPID_SUBMIT_MS = 2000;

/** The 2 s rapid-submit guard: a submit within 2000 ms of the previous one is ignored. */
export function isRapidSubmit(last: number | null, now: number): boolean {
  return last != null && now - last < RAPID_SUBMIT_MS;
}

/**
 * Where a generated flashcard or quiz question came from: its own source, else its concept's.
 * Custom items have neither.
 */
export function itemSource(
  item: SourceFields,
  concept: SourceFields | null | undefined,
): ConceptSource {
  return conceptSource(item) ?? (concept ? conceptSource(concept) : null);
}
