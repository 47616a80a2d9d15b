import { describe, expect, it } from 'vitest';
import { chunkDocument, DocumentChunker } from '../../../../server/processing/chunk';
import type { ExtractedDocument } from '../../../../server/processing/types';

function sentences(count: number, tag: string): string {
  return Array.from(
    { length: count },
    (_, i) => `Sentence ${i} about ${tag} has exactly ten words in it.`,
  ).join(' ');
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('chunkDocument', () => {
  it('never lets a PDF chunk span two pages', () => {
    const doc: ExtractedDocument = {
      kind: 'pdf',
      language: 'en',
      pageCount: 3,
      segments: [
        { text: sentences(12, 'alpha'), page: 1 },
        { text: sentences(70, 'beta'), page: 2 },
        { text: sentences(5, 'gamma'), page: 3 },
      ],
    };
    const chunks = chunkDocument(doc);
    for (const chunk of chunks) {
      expect(chunk.page_start).not.toBeNull();
      expect(chunk.page_start).toBe(chunk.page_end);
    }
    expect(chunks.map((c) => c.page_start)).toEqual([1, 2, 2, 2, 3]);
  });

  it('splits long text into 150-300 word chunks at sentence ends, losing no words', () => {
    const text = sentences(100, 'delta');
    const chunks = chunkDocument({ kind: 'text', language: 'en', segments: [{ text }] });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(words(chunk.text)).toBeLessThanOrEqual(300);
      expect(chunk.text.endsWith('.')).toBe(true);
    }
    for (const chunk of chunks.slice(0, -1)) expect(words(chunk.text)).toBeGreaterThanOrEqual(150);
    expect(chunks.reduce((sum, c) => sum + words(c.text), 0)).toBe(words(text));
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
  });

  it('cuts a run-on text without punctuation every few hundred words', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkDocument({ kind: 'text', language: 'en', segments: [{ text }] });
    for (const chunk of chunks) expect(words(chunk.text)).toBeLessThanOrEqual(300);
    expect(chunks.reduce((sum, c) => sum + words(c.text), 0)).toBe(1000);
  });

  it('gives video chunks the time range of their cues', () => {
    const segments = Array.from({ length: 60 }, (_, i) => ({
      text: `Cue number ${i} says something short and clear.`,
      start: i * 4,
      end: i * 4 + 4,
    }));
    const chunks = chunkDocument({ kind: 'video', language: 'en', segments });
    expect(chunks[0]?.start_seconds).toBe(0);
    expect(chunks[chunks.length - 1]?.end_seconds).toBe(240);
    for (const chunk of chunks) {
      expect(chunk.page_start).toBeNull();
      expect(chunk.end_seconds ?? 0).toBeGreaterThan(chunk.start_seconds ?? 0);
    }
    for (let i = 1; i < chunks.length; i += 1) {
      expect(chunks[i]?.start_seconds).toBe(chunks[i - 1]?.end_seconds);
    }
  });

  it('labels Word chunks with their heading path and keeps sections apart', () => {
    const chunks = chunkDocument({
      kind: 'docx',
      language: 'en',
      segments: [
        { text: 'Cells are small.', headings: ['Biology', 'Cells'] },
        { text: 'Cells divide.', headings: ['Biology', 'Cells'] },
        { text: 'Atoms are smaller.', headings: ['Chemistry'] },
      ],
    });
    expect(chunks.map((c) => c.heading)).toEqual(['Biology > Cells', 'Chemistry']);
    expect(chunks[0]?.text).toBe('Cells are small.\n\nCells divide.');
  });

  it('returns no chunks for an empty document, and the same chunks every time', () => {
    expect(chunkDocument({ kind: 'text', language: 'en', segments: [{ text: '  ' }] })).toEqual([]);
    const doc: ExtractedDocument = {
      kind: 'text',
      language: 'en',
      segments: [{ text: sentences(80, 'epsilon') }],
    };
    expect(chunkDocument(doc)).toEqual(chunkDocument(doc));
  });
});

describe('DocumentChunker', () => {
  it('chunks segments delivered in parts exactly as the whole document', () => {
    const doc: ExtractedDocument = {
      kind: 'pdf',
      language: 'en',
      segments: [
        { text: sentences(40, 'alpha'), page: 1 },
        { text: sentences(3, 'beta'), page: 1 },
        { text: '   ', page: 2 },
        { text: sentences(55, 'gamma'), page: 2 },
        { text: sentences(2, 'delta'), page: 3 },
      ],
    };
    const chunker = new DocumentChunker('pdf', 'en');
    const parts = [doc.segments.slice(0, 1), doc.segments.slice(1, 3), doc.segments.slice(3)];
    const delivered = parts.flatMap((part) => chunker.add(part));
    // A page's chunks are known once the next page starts; the last page's at the end.
    expect(delivered.every((c) => (c.page_start ?? 0) < 3)).toBe(true);
    expect([...delivered, ...chunker.finish()]).toEqual(chunkDocument(doc));
  });
});
