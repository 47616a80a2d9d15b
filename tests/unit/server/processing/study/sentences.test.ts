import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../../../server/processing/chunk';
import { extractEnglish } from '../../../../../server/processing/study/candidates';
import { buildStudySet } from '../../../../../server/processing/study/index';
import { collectSentences } from '../../../../../server/processing/study/sentences';
import { splitSentences } from '../../../../../server/processing/study/text';
import type { ExtractedDocument } from '../../../../../server/processing/types';
import { textDocument } from './fixtures';
import { candidateSurfaces } from '../../../../../server/processing/study/collector';

// A lecture PDF as the extractor gives it: one segment per paragraph, the page title first.
function lecturePdf(): ExtractedDocument {
  const pages = [
    [
      'Photosynthesis',
      'Photosynthesis is the process by which green plants convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts of leaf cells.',
      'The light-dependent reactions happen in the thylakoid membranes and produce ATP and NADPH.',
    ],
    [
      'Two stages of photosynthesis in the chloroplast of a plant cell',
      'The Calvin cycle uses ATP and NADPH from the light reactions to fix carbon dioxide into sugar.',
    ],
    [
      'Cellular respiration releases the energy stored in glucose. It happens in the mitochondria of plant and animal cells.',
    ],
  ];
  return {
    kind: 'pdf',
    pageCount: pages.length,
    language: 'en',
    segments: pages.flatMap((paragraphs, i) => paragraphs.map((text) => ({ text, page: i + 1 }))),
  };
}

describe('sentence splitting at paragraphs and headings', () => {
  it('ends a sentence at a blank line and after a heading line', () => {
    expect(splitSentences('Photosynthesis\n\nPhotosynthesis is a process.', 'en')).toEqual([
      'Photosynthesis',
      'Photosynthesis is a process.',
    ]);
    expect(splitSentences('Photosynthesis\nPhotosynthesis is a process.', 'en')).toEqual([
      'Photosynthesis',
      'Photosynthesis is a process.',
    ]);
  });

  it('joins lines wrapped inside a sentence', () => {
    expect(
      splitSentences('The enzyme was found by\nMelvin Calvin in 1950. It fixes\ncarbon.', 'en'),
    ).toEqual(['The enzyme was found by Melvin Calvin in 1950.', 'It fixes carbon.']);
  });

  it('keeps the paragraph breaks of the extracted segments in the chunks', () => {
    const doc = lecturePdf();
    const chunks = chunkDocument(doc);
    expect(chunks[0]?.text.startsWith('Photosynthesis\n\nPhotosynthesis is')).toBe(true);
    const texts = collectSentences(doc, chunks, 'en').map((s) => s.text);
    expect(texts.slice(0, 2)).toEqual([
      'Photosynthesis',
      'Photosynthesis is the process by which green plants convert light energy into chemical energy stored in glucose.',
    ]);
    expect(texts).toContain('Two stages of photosynthesis in the chloroplast of a plant cell');
  });
});

describe('the lecture study set', () => {
  const doc = lecturePdf();
  const set = buildStudySet(doc, chunkDocument(doc));
  const titles = set.key_concepts.map((c) => c.concept_title);

  it('gives clean concept titles and explanations', () => {
    expect(titles.map((t) => t.toLowerCase())).toContain('photosynthesis');
    expect(titles).toContain('Cellular respiration');
    for (const concept of set.key_concepts) {
      expect(concept.concept_title).not.toMatch(/photosynthesis photosynthesis/i);
      expect(concept.concept_title).not.toMatch(/releases/);
      expect(concept.concept_explanation).not.toMatch(/photosynthesis photosynthesis/i);
    }
  });

  it('offers only clean concepts as quiz options', () => {
    for (const quiz of set.quiz_questions.filter((q) => q.question_type === 'MCQ')) {
      for (const option of [quiz.correct_answer, ...quiz.distractors]) {
        expect(option).not.toMatch(/photosynthesis photosynthesis|releases/i);
      }
    }
  });
});

describe('verbs tagged as plural nouns', () => {
  it('ends a noun phrase before a present-tense verb with an object', () => {
    const set = extractEnglish(
      collectSentences(
        textDocument(
          'Cellular respiration releases the energy stored in glucose. The cell membrane controls its permeability.',
        ),
        [],
        'en',
      ),
    );
    const keys = candidateSurfaces(set).map((surface) => surface.toLowerCase());
    expect(keys).toContain('cellular respiration');
    expect(keys).toContain('cell membrane');
    expect(keys.some((k) => k.includes('releases') || k.includes('controls'))).toBe(false);
  });

  it('keeps a plural noun before a capitalized sentence start (a title run into the text)', () => {
    const set = extractEnglish(
      collectSentences(
        textDocument('Fast solvers for hyperbolic PDEs The paper studies them.'),
        [],
        'en',
      ),
    );
    expect(candidateSurfaces(set)).toContain('hyperbolic PDEs');
  });
});
