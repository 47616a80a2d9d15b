// Study generation by a language model on any OpenAI-compatible server: the chunks go out in
// batches, the answers come back as schema-checked JSON and are merged into one study set whose
// sources come from the chunks the items name. Any failure throws; the pipeline then falls back
// to the built-in engine.
import { chatCompletion, type LlmEndpoint } from '../../llm/openai-compatible';
import type { Chunk, ExtractedDocument, StudyOptions, StudySet } from '../types';
import { batchChunks } from './batches';
import { conceptCandidates, conceptKey, mergeConcepts, type ConceptCandidate } from './concepts';
import { toFlashcard, toQuizQuestion, uniqueByQuestion, type ConceptLookup } from './items';
import { LlmAnswerError, parseBatchAnswer } from './parse';
import { buildMessages } from './prompt';
import { BATCH_JSON_SCHEMA, type BatchAnswer } from './schema';

export { LlmAnswerError } from './parse';

interface BatchResult {
  answer: BatchAnswer;
  chunks: Map<number, Chunk>;
}

function lookupFor(concepts: readonly ConceptCandidate[], language: string): ConceptLookup {
  const indexByKey = new Map<string, number>();
  concepts.forEach((c, i) => indexByKey.set(c.key, i));
  return (title) => (title === null ? null : (indexByKey.get(conceptKey(title, language)) ?? null));
}

export async function generateStudySetWithLlm(
  doc: ExtractedDocument,
  chunks: Chunk[],
  endpoint: LlmEndpoint,
  options: StudyOptions,
): Promise<StudySet> {
  const language = doc.language.toLowerCase().split('-')[0] || 'en';
  const results: BatchResult[] = [];
  // One request at a time: a local model server answers one at a time anyway.
  for (const batch of batchChunks(chunks, language)) {
    const raw = await chatCompletion(endpoint, buildMessages(batch, options, language), {
      jsonSchema: { name: 'study_set', schema: BATCH_JSON_SCHEMA },
    });
    const allowed = new Map(batch.chunks.map((c) => [c.number, c.chunk]));
    results.push({ answer: parseBatchAnswer(raw), chunks: allowed });
  }

  const candidates: ConceptCandidate[] = [];
  for (const { answer, chunks: allowed } of results) {
    candidates.push(...conceptCandidates(answer.concepts, allowed, language, candidates.length));
  }
  const concepts = mergeConcepts(candidates);
  if (concepts.length === 0) throw new LlmAnswerError('The model returned no usable key concepts');

  const lookup = lookupFor(concepts, language);
  const flashcards = results.flatMap(({ answer, chunks: allowed }) =>
    answer.flashcards.flatMap((item) => toFlashcard(item, allowed, lookup) ?? []),
  );
  const quiz = results.flatMap(({ answer, chunks: allowed }) =>
    answer.quiz.flatMap((item) => toQuizQuestion(item, allowed, lookup) ?? []),
  );
  return {
    key_concepts: concepts.map((c) => c.concept),
    flashcards: uniqueByQuestion(flashcards),
    quiz_questions: uniqueByQuestion(quiz),
  };
}
