import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../../../server/processing/chunk';
import { buildStudySet } from '../../../../../server/processing/study/index';
import { findTerm } from '../../../../../server/processing/study/text';
import type { ExtractedDocument, StudySet } from '../../../../../server/processing/types';
import {
  biologyPdf,
  biologyVideo,
  CHINESE_TEXT,
  FRENCH_TEXT,
  GERMAN_TEXT,
  textDocument,
} from './fixtures';

function study(doc: ExtractedDocument): StudySet {
  return buildStudySet(doc, chunkDocument(doc));
}

const titles = (set: StudySet): string[] => set.key_concepts.map((c) => c.concept_title);

function expectWellFormed(set: StudySet): void {
  const questions = set.flashcards.map((c) => c.question.toLowerCase());
  expect(new Set(questions).size).toBe(questions.length);
  for (const card of set.flashcards) {
    expect(card.question.trim()).not.toBe('');
    expect(card.answer.trim()).not.toBe('');
    expect(findTerm(card.question, card.answer)).toBeNull();
    if (card.concept_index !== null) {
      expect(set.key_concepts[card.concept_index]).toBeDefined();
    }
  }
  for (const quiz of set.quiz_questions) {
    expect(['easy', 'medium', 'hard']).toContain(quiz.difficulty);
    if (quiz.question_type === 'TF') {
      expect(['True', 'False']).toContain(quiz.correct_answer);
      expect(quiz.distractors).toEqual([quiz.correct_answer === 'True' ? 'False' : 'True']);
    } else {
      const lower = quiz.distractors.map((d) => d.toLowerCase());
      expect(lower).not.toContain(quiz.correct_answer.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
      expect(lower.length).toBeGreaterThan(0);
      expect(findTerm(quiz.question, quiz.correct_answer)).toBeNull();
    }
  }
}

describe('buildStudySet on English material', () => {
  const set = study(biologyPdf());

  it('records where every card and question came from: its concept, or its sentence', () => {
    const pages = new Set(set.key_concepts.map((c) => c.source_page_number));
    for (const item of [...set.flashcards, ...set.quiz_questions]) {
      expect(item.source?.source_page_number).toBeGreaterThanOrEqual(1);
      if (item.concept_index !== null) {
        expect(item.source?.source_page_number).toBe(
          set.key_concepts[item.concept_index]?.source_page_number,
        );
      }
    }
    expect(set.flashcards.some((c) => c.concept_index === null)).toBe(true);
    expect(pages.size).toBeGreaterThan(1);
  });

  it('finds the glossary terms of the material', () => {
    const lower = titles(set).map((t) => t.toLowerCase());
    for (const term of ['photosynthesis', 'calvin cycle', 'cellular respiration']) {
      expect(lower).toContain(term);
    }
    expect(set.key_concepts.length).toBeGreaterThanOrEqual(8);
  });

  it('sorts concepts by importance, most important first', () => {
    const importance = set.key_concepts.map((c) => c.importance);
    expect(importance).toEqual([...importance].sort((a, b) => b - a));
  });

  it('merges plural and singular forms into one concept', () => {
    const keys = titles(set).map((t) => t.toLowerCase().replace(/s$/, ''));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('explains a concept with its defining sentence and points to its page', () => {
    const photosynthesis = set.key_concepts.find((c) => c.concept_title === 'Photosynthesis');
    expect(photosynthesis?.concept_explanation).toMatch(/^Photosynthesis is the process/);
    expect(photosynthesis?.source_page_number).toBe(1);
    const calvin = set.key_concepts.find((c) => c.concept_title.toLowerCase() === 'calvin cycle');
    expect(calvin?.concept_explanation).toMatch(/Calvin cycle is a series/);
    expect(calvin?.source_page_number).toBe(2);
    for (const concept of set.key_concepts) {
      expect(concept.source_video_timestamp_start_seconds).toBeNull();
    }
  });

  it('makes one card per concept and cloze cards without answers in questions', () => {
    const conceptCards = set.flashcards.filter((c) => c.concept_index !== null);
    expect(new Set(conceptCards.map((c) => c.concept_index)).size).toBe(set.key_concepts.length);
    const cloze = set.flashcards.filter((c) => c.concept_index === null);
    expect(cloze.length).toBeGreaterThan(0);
    for (const card of cloze) expect(card.question).toContain('____');
    expect(set.flashcards.some((c) => c.question.startsWith('What is'))).toBe(true);
    expect(set.flashcards.some((c) => c.question.startsWith('Which term is described as'))).toBe(
      true,
    );
    expectWellFormed(set);
  });

  it('gives MCQs three distinct distractors that are other concepts', () => {
    const mcqs = set.quiz_questions.filter((q) => q.question_type === 'MCQ');
    expect(mcqs.length).toBeGreaterThan(0);
    const all = new Set(titles(set));
    for (const q of mcqs) {
      expect(q.distractors).toHaveLength(3);
      for (const d of q.distractors) expect(all.has(d)).toBe(true);
    }
  });

  it('mixes true and false statements, and false ones differ from the text', () => {
    const tf = set.quiz_questions.filter((q) => q.question_type === 'TF');
    expect(tf.some((q) => q.correct_answer === 'True')).toBe(true);
    expect(tf.some((q) => q.correct_answer === 'False')).toBe(true);
    const text = biologyPdf()
      .segments.map((s) => s.text)
      .join(' ');
    for (const q of tf.filter((x) => x.correct_answer === 'False')) {
      expect(text).not.toContain(q.question.replace('True or false: ', ''));
    }
  });

  it('is deterministic', () => {
    expect(study(biologyPdf())).toEqual(set);
  });

  it('writes the cards in the requested language', () => {
    const french = buildStudySet(biologyPdf(), [], { language: 'French' });
    expect(french.flashcards[0]?.question).toMatch(/^Qu'est-ce que/);
  });
});

describe('buildStudySet on other sources and languages', () => {
  it('locates video concepts by cue time instead of page', () => {
    const set = study(biologyVideo());
    expect(set.key_concepts.length).toBeGreaterThan(0);
    for (const c of set.key_concepts) {
      expect(c.source_page_number).toBeNull();
      expect(c.source_video_timestamp_start_seconds).not.toBeNull();
      expect(c.source_video_timestamp_end_seconds ?? 0).toBeGreaterThan(
        c.source_video_timestamp_start_seconds ?? 0,
      );
    }
    for (const item of [...set.flashcards, ...set.quiz_questions]) {
      expect(item.source?.source_page_number).toBeNull();
      expect(item.source?.source_video_timestamp_start_seconds).toBeGreaterThanOrEqual(0);
    }
    expectWellFormed(set);
  });

  it.each([
    ['French', FRENCH_TEXT, 'fr', 'photosynthèse'],
    ['German', GERMAN_TEXT, 'de', 'photosynthese'],
    ['Chinese', CHINESE_TEXT, 'zh', '光合作用'],
  ])('still yields concepts and cards for %s text', (_name, text, language, expected) => {
    const set = study(textDocument(text, language));
    expect(titles(set).map((t) => t.toLowerCase())).toContain(expected);
    expect(set.flashcards.length).toBeGreaterThan(0);
    expect(set.quiz_questions.some((q) => q.question_type === 'MCQ')).toBe(true);
    expectWellFormed(set);
  });

  it('recognizes German material even when the extractor guessed English', () => {
    const set = study(textDocument(GERMAN_TEXT, 'en'));
    expect(titles(set).map((t) => t.toLowerCase())).toContain('photosynthese');
  });

  it.each([
    ['empty', ''],
    ['punctuation only', '... !!! ??? --- 123 456'],
  ])('returns an empty set for %s text, without crashing', (_name, text) => {
    const set = study(textDocument(text));
    expect(set).toEqual({ key_concepts: [], flashcards: [], quiz_questions: [] });
  });

  it('handles a document with a single concept without inventing distractors', () => {
    const set = study(textDocument('Entropy is a measure of disorder.'));
    expect(titles(set).map((t) => t.toLowerCase())).toContain('entropy');
    for (const q of set.quiz_questions) {
      if (q.question_type === 'MCQ') expect(q.distractors.length).toBeGreaterThan(0);
    }
    expectWellFormed(set);
  });
});
