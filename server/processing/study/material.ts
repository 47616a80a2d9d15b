// The material the study engine works on: chunks, their sentences and the candidate phrases in
// them. `MaterialBuilder` prepares it while extraction is still reading the file (page by page),
// so that by the end of extraction only ranking and writing the study set are left.
import { chunkDocument, DocumentChunker, sentencesOfChunk } from '../chunk';
import type { Chunk, ExtractedDocument, TextSegment } from '../types';
import { englishCollector } from './candidates';
import { readAll, type CandidateCollector, type CandidateSet } from './collector';
import { EmphasisDictionary } from './emphasis';
import { morphologyCollector } from './cjk-candidates';
import { genericCollector } from './generic-candidates';
import { detectLanguage } from './language';
import { hasMorphology } from './morphology';
import { chunkLocation, collectSentences, sourceSentences, type StudySentence } from './sentences';
import { stopwordsFor } from './stopwords';

export interface Material {
  chunks: Chunk[];
  /** The language the text was read in (detected, not the student's study language). */
  language: string;
  sentences: StudySentence[];
  candidates: CandidateSet;
  /** The document's page count, when it has pages. */
  pageCount: number | undefined;
}

const LANGUAGE_SAMPLE_SOURCES = 20;
const LANGUAGE_SAMPLE_CHARS = 20_000;

/** The language of the material, judged on the text of its first sources. */
function languageOf(declared: string, sources: readonly { text: string }[]): string {
  const sample = sources
    .slice(0, LANGUAGE_SAMPLE_SOURCES)
    .map((source) => source.text)
    .join(' ');
  return detectLanguage(declared, sample);
}

function collectorFor(language: string, emphasis: EmphasisDictionary): CandidateCollector {
  if (language === 'en') return englishCollector(undefined, emphasis);
  return hasMorphology(language) ? morphologyCollector(language) : genericCollector(language);
}

function addEmphasis(dictionary: EmphasisDictionary, segments: readonly TextSegment[]): void {
  for (const segment of segments)
    for (const phrase of segment.emphasis ?? []) dictionary.add(phrase);
}

function emphasisOf(segments: readonly TextSegment[]): EmphasisDictionary {
  const dictionary = new EmphasisDictionary(stopwordsFor('en'));
  addEmphasis(dictionary, segments);
  return dictionary;
}

/** The material of a whole document at once (given chunks, or its segments when there are none). */
export function materialOf(doc: ExtractedDocument, chunks: Chunk[]): Material {
  const language = languageOf(doc.language, chunks.length > 0 ? chunks : doc.segments);
  const sentences = collectSentences(doc, chunks, language);
  const candidates = readAll(collectorFor(language, emphasisOf(doc.segments)), sentences);
  return { chunks, language, sentences, candidates, pageCount: doc.pageCount };
}

/**
 * Builds the material from segments in reading order, as an extractor delivers them; `finish`
 * gives exactly what `materialOf(doc, chunkDocument(doc))` gives.
 */
export class MaterialBuilder {
  private readonly chunker: DocumentChunker;
  private readonly chunks: Chunk[] = [];
  private readonly sentences: StudySentence[] = [];
  private readonly emphasis = new EmphasisDictionary(stopwordsFor('en'));
  private segmentsSeen = 0;
  private sampleChars = 0;
  private language: string | null = null;
  private collector: CandidateCollector | null = null;
  /** Chunks whose sentences are not read yet (none once the language is known). */
  private unread = 0;

  constructor(
    readonly kind: ExtractedDocument['kind'],
    readonly declaredLanguage: string,
  ) {
    this.chunker = new DocumentChunker(kind, declaredLanguage || 'en');
  }

  add(segments: readonly TextSegment[]): void {
    this.segmentsSeen += segments.length;
    // Before the segments' sentences are read, so a term is found where it is emphasized.
    addEmphasis(this.emphasis, segments);
    this.accept(this.chunker.add(segments));
  }

  /** Reads what the extractor did not deliver page by page, then returns the whole material. */
  finish(doc: ExtractedDocument): Material {
    if (doc.kind !== this.kind || doc.language !== this.declaredLanguage) {
      return materialOf(doc, chunkDocument(doc));
    }
    this.add(doc.segments.slice(this.segmentsSeen));
    this.accept(this.chunker.finish());
    if (this.chunks.length === 0) return materialOf(doc, []);
    const language = this.decideLanguage();
    const collector = this.readPending(language);
    return {
      chunks: this.chunks,
      language,
      sentences: this.sentences,
      candidates: collector.result(),
      pageCount: doc.pageCount,
    };
  }

  private accept(chunks: Chunk[]): void {
    for (const chunk of chunks) {
      this.chunks.push(chunk);
      this.unread += 1;
      this.sampleChars += chunk.text.length + 1;
    }
    // The language is judged on the first 20 chunks (at most 20,000 characters of them); once
    // those are in, it is the one the whole document gets, and sentences can be read as they come.
    const sampleComplete =
      this.chunks.length >= LANGUAGE_SAMPLE_SOURCES || this.sampleChars > LANGUAGE_SAMPLE_CHARS;
    if (this.language !== null || sampleComplete) this.readPending(this.decideLanguage());
  }

  private decideLanguage(): string {
    this.language ??= languageOf(this.declaredLanguage, this.chunks);
    return this.language;
  }

  private readPending(language: string): CandidateCollector {
    const collector = (this.collector ??= collectorFor(language, this.emphasis));
    for (const chunk of this.chunks.slice(this.chunks.length - this.unread)) {
      const read = sourceSentences(
        chunk.text,
        chunkLocation(chunk),
        chunk.index,
        this.sentences.length,
        language,
        sentencesOfChunk(chunk, language),
      );
      collector.prepare?.(read);
      for (const sentence of read) {
        this.sentences.push(sentence);
        collector.add(sentence);
      }
    }
    this.unread = 0;
    return collector;
  }
}
