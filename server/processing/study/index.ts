// The offline study engine: material -> key concepts, flashcards and quiz questions.
// Deterministic: the same document and chunks always give the same study set.
import type { Chunk, ExtractedDocument, StudyOptions, StudySet } from '../types';
import { conceptLimit, selectConcepts } from './concepts';
import { buildFlashcards } from './flashcards';
import { materialOf, type Material } from './material';
import { messagesFor } from './messages';
import { buildQuiz } from './quiz';
import { hasMorphology } from './morphology';
import { NGRAM_WEIGHTS, rankLazily, WORD_NGRAM_WEIGHTS } from './rank';

export { MaterialBuilder, materialOf, type Material } from './material';

export function buildStudySet(
  doc: ExtractedDocument,
  chunks: Chunk[],
  options: StudyOptions = {},
): StudySet {
  return studySetOf(materialOf(doc, chunks), options);
}

/** Concepts, cards and quiz of prepared material. */
export function studySetOf(material: Material, options: StudyOptions = {}): StudySet {
  const { language, sentences, candidates } = material;
  // English candidates are noun phrases whose nesting the ranker sees (a sub-phrase is counted as
  // embedded); the other languages' are n-grams, whose nesting is sorted out when choosing.
  const ngrams = language !== 'en';
  const weights = ngrams
    ? hasMorphology(language)
      ? NGRAM_WEIGHTS
      : WORD_NGRAM_WEIGHTS
    : undefined;
  const ranked = rankLazily(candidates, weights);
  const limit = conceptLimit(candidates.totalWords, ranked.scores);
  const entries = selectConcepts(ranked, sentences, limit, language, { skipNested: ngrams });
  const messages = messagesFor(options.language, language);
  return {
    key_concepts: entries.map((e) => e.concept),
    flashcards: buildFlashcards(entries, sentences, language, messages),
    quiz_questions: buildQuiz(entries, sentences, language, messages),
  };
}
