// The shapes that flow through the processing pipeline: file -> ExtractedDocument -> Chunk[] -> StudySet.
// Pure data: no HTTP, no database. Field names of study items match the public API (contract/).

export type SourceKind = 'pdf' | 'docx' | 'doc' | 'text' | 'image' | 'video' | 'youtube';

/** A run of text with where it came from. */
export interface TextSegment {
  text: string;
  /** 1-based page for PDF (and for an image, 1). */
  page?: number;
  /** Seconds from the start of the media, for video and YouTube cues. */
  start?: number;
  end?: number;
  /** Heading path for Word documents, outermost first. */
  headings?: string[];
  /** Phrases of `text` the document sets in bold or italic (PDF): terms a textbook introduces. */
  emphasis?: string[];
}

export interface ExtractedDocument {
  kind: SourceKind;
  segments: TextSegment[];
  /** Number of pages for paged sources (PDF), else undefined. */
  pageCount?: number;
  /** BCP-47 language guess or the one requested; 'en' when unknown. */
  language: string;
}

/** Segments read so far, delivered while extraction goes on (a PDF page at a time). */
export type DocumentPart = Pick<ExtractedDocument, 'kind' | 'language' | 'segments'>;

/** How far extraction of a paged document has got. */
export interface PageProgress {
  pagesRead: number;
  pageCount: number;
}

export interface Chunk {
  /** 0-based position in the document. */
  index: number;
  text: string;
  page_start: number | null;
  page_end: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  heading: string | null;
}

export interface StudyConcept {
  concept_title: string;
  concept_explanation: string;
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
  /** Higher is more important; concepts are returned sorted by it, descending. */
  importance: number;
}

/** Where a study item came from in the material: a page, or seconds of a video. */
export interface ItemSource {
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
}

export interface StudyFlashcard {
  question: string;
  answer: string;
  /** Index into StudySet.key_concepts, or null for cloze cards from key sentences. */
  concept_index: number | null;
  /** Its concept's source, or the sentence or chunk it was made from; null when unknown. */
  source: ItemSource | null;
}

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface StudyQuizQuestion {
  question: string;
  question_type: 'MCQ' | 'TF';
  correct_answer: string;
  distractors: string[];
  concept_index: number | null;
  difficulty: Difficulty;
  /** Its concept's source, or the sentence or chunk it was made from; null when unknown. */
  source: ItemSource | null;
}

export interface StudySet {
  key_concepts: StudyConcept[];
  flashcards: StudyFlashcard[];
  quiz_questions: StudyQuizQuestion[];
}

export interface StudyOptions {
  /** Requested output language name from the user settings, e.g. 'English'. */
  language?: string;
  comprehensionLevel?: 'Beginner' | 'Intermediate' | 'Advanced';
}

/** A failure a student can act on. `message` is shown to them verbatim. */
export class ProcessingError extends Error {
  constructor(
    readonly code: ProcessingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProcessingError';
  }
}

export type ProcessingErrorCode =
  | 'corrupt'
  | 'encrypted'
  | 'empty'
  | 'no_text'
  | 'too_large'
  | 'too_many_pages'
  | 'unsupported'
  | 'mismatch'
  | 'no_transcript'
  | 'unreachable'
  | 'private_video'
  | 'timeout'
  /** A scanned PDF page needs OCR but no page renderer is available on this server. */
  | 'ocr_unavailable';
