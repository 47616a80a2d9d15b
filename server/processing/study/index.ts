// The offline study engine: material -> key concepts, flashcards and quiz questions.
// Deterministic: the same document and chunks always give the same study set.
import type { Chunk, ExtractedDocument, StudyOptions, StudySet } from '../types';
import { extractEnglish } from './candidates';
import { conceptLimit, selectConcepts } from './concepts';
import { buildFlashcards } from './flashcards';
import { extractGeneric } from './generic-candidates';
import { detectLanguage } from './language';
import { messagesFor } from './messages';
import { buildQuiz } from './quiz';
import { NGRAM_WEIGHTS, rankCandidates } from './rank';
import { collectSentences } from './sentences';

export function buildStudySet(
  doc: ExtractedDocument,
  chunks: Chunk[],
  options: StudyOptions = {},
): StudySet {
  const sample = (chunks.length > 0 ? chunks : doc.segments)
    .slice(0, 20)
    .map((part) => part.text)
    .join(' ');
  const language = detectLanguage(doc.language, sample);
  const sentences = collectSentences(doc, chunks, language);
  const candidates =
    language === 'en' ? extractEnglish(sentences) : extractGeneric(sentences, language);
  const ranked = rankCandidates(candidates, language === 'en' ? undefined : NGRAM_WEIGHTS);
  const limit = conceptLimit(doc.pageCount, candidates.totalWords);
  const entries = selectConcepts(ranked, sentences, limit, language);
  const messages = messagesFor(options.language, language);
  return {
    key_concepts: entries.map((e) => e.concept),
    flashcards: buildFlashcards(entries, sentences, language, messages),
    quiz_questions: buildQuiz(entries, sentences, language, messages),
  };
}
