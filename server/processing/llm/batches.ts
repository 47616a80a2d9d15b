// Splits the chunks into requests that fit a modest context window, each chunk numbered (from 1,
// across the whole document) and labelled with its page or time range.
import type { Chunk } from '../types';
import { countWords } from '../study/text';

export const MAX_BATCH_WORDS = 6000;

export interface NumberedChunk {
  /** 1-based number the model refers to. */
  number: number;
  chunk: Chunk;
  words: number;
}

export interface Batch {
  chunks: NumberedChunk[];
  words: number;
}

function clock(seconds: number): string {
  const total = Math.floor(seconds);
  const m = Math.floor(total / 60);
  const s = String(total % 60).padStart(2, '0');
  return `${m}:${s}`;
}

/** "page 3", "pages 3-4", "0:05-0:42", or "" when the chunk has no location. */
export function locationLabel(chunk: Chunk): string {
  if (chunk.start_seconds !== null) {
    return `${clock(chunk.start_seconds)}-${clock(chunk.end_seconds ?? chunk.start_seconds)}`;
  }
  if (chunk.page_start === null) return '';
  const end = chunk.page_end ?? chunk.page_start;
  return end === chunk.page_start ? `page ${chunk.page_start}` : `pages ${chunk.page_start}-${end}`;
}

export function batchChunks(
  chunks: readonly Chunk[],
  language: string,
  maxWords = MAX_BATCH_WORDS,
): Batch[] {
  const batches: Batch[] = [];
  let current: Batch = { chunks: [], words: 0 };
  chunks.forEach((chunk, i) => {
    const words = countWords(chunk.text, language);
    if (current.chunks.length > 0 && current.words + words > maxWords) {
      batches.push(current);
      current = { chunks: [], words: 0 };
    }
    current.chunks.push({ number: i + 1, chunk, words });
    current.words += words;
  });
  if (current.chunks.length > 0) batches.push(current);
  return batches;
}

export function renderBatch(batch: Batch): string {
  return batch.chunks
    .map(({ number, chunk }) => {
      const label = locationLabel(chunk);
      return `[Chunk ${number}${label ? `, ${label}` : ''}]\n${chunk.text}`;
    })
    .join('\n\n');
}
