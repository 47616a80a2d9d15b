import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../../../server/processing/chunk';
import { buildStudySet, studySetOf } from '../../../../../server/processing/study/index';
import { MaterialBuilder, materialOf } from '../../../../../server/processing/study/material';
import type { ExtractedDocument, TextSegment } from '../../../../../server/processing/types';
import { BIOLOGY_PAGES, FRENCH_TEXT, biologyPdf, biologyVideo } from './fixtures';

/** A long PDF: the biology pages again and again, so the language is judged on 20+ chunks. */
function longPdf(pages: readonly string[], copies: number): ExtractedDocument {
  const segments: TextSegment[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    pages.forEach((text, i) => {
      const page = copy * pages.length + i + 1;
      for (const paragraph of text.replace(/\s+/g, ' ').split(/(?<=\.) (?=[A-Z])/)) {
        segments.push({ text: paragraph, page });
      }
    });
  }
  return { kind: 'pdf', language: 'en', pageCount: copies * pages.length, segments };
}

/** Delivers a document's segments page by page, as the PDF page thread does. */
function builtPageByPage(doc: ExtractedDocument): ReturnType<MaterialBuilder['finish']> {
  const builder = new MaterialBuilder(doc.kind, doc.language);
  let page: TextSegment[] = [];
  for (const segment of doc.segments) {
    if (page.length > 0 && page[0]?.page !== segment.page) {
      builder.add(page);
      page = [];
    }
    page.push(segment);
  }
  builder.add(page);
  return builder.finish(doc);
}

const comparable = (material: ReturnType<typeof materialOf>) => ({
  chunks: material.chunks,
  language: material.language,
  sentences: material.sentences,
  candidates: [...material.candidates.stats.groups.values()],
  centrality: material.candidates.stats.graph.rank({ damping: 0.85, iterations: 30 }),
  totalWords: material.candidates.totalWords,
  pageCount: material.pageCount,
});

describe('MaterialBuilder', () => {
  it('gives, page by page, exactly the material and study set of the whole document', () => {
    for (const doc of [biologyPdf(), longPdf(BIOLOGY_PAGES, 12)]) {
      const whole = materialOf(doc, chunkDocument(doc));
      const paged = builtPageByPage(doc);
      expect(comparable(paged)).toEqual(comparable(whole));
      expect(studySetOf(paged)).toEqual(buildStudySet(doc, chunkDocument(doc)));
    }
  });

  it('judges the language on the first chunks even when they arrive one page at a time', () => {
    const french = longPdf([FRENCH_TEXT, FRENCH_TEXT], 15);
    const paged = builtPageByPage(french);
    expect(paged.language).toBe('fr');
    expect(comparable(paged)).toEqual(comparable(materialOf(french, chunkDocument(french))));
  });

  it('reads whatever was not delivered page by page when it finishes', () => {
    const doc = longPdf(BIOLOGY_PAGES, 3);
    const builder = new MaterialBuilder('pdf', 'en');
    builder.add(doc.segments.slice(0, 5));
    expect(comparable(builder.finish(doc))).toEqual(
      comparable(materialOf(doc, chunkDocument(doc))),
    );
  });

  it('works for sources without pages, and starts over when the document is not what it assumed', () => {
    const video = biologyVideo();
    expect(comparable(new MaterialBuilder('video', 'en').finish(video))).toEqual(
      comparable(materialOf(video, chunkDocument(video))),
    );
    const pdf = biologyPdf();
    const assumedVideo = new MaterialBuilder('video', 'en');
    assumedVideo.add(pdf.segments.slice(0, 2));
    expect(comparable(assumedVideo.finish(pdf))).toEqual(
      comparable(materialOf(pdf, chunkDocument(pdf))),
    );
  });

  it('falls back to the segments when the document has no text to chunk', () => {
    const empty: ExtractedDocument = { kind: 'text', language: 'en', segments: [{ text: ' ' }] };
    const material = new MaterialBuilder('text', 'en').finish(empty);
    expect(material.chunks).toEqual([]);
    expect(material.candidates.stats.groups.size).toBe(0);
  });
});
