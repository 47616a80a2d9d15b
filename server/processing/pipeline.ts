// One upload (or YouTube link) -> extracted text -> chunks -> study set.
import { chunkDocument } from './chunk';
import { extractFile, extractYouTube, type ExtractDeps } from './extract/index';
import { resolveLimits, type ExtractionLimits } from './extract/limits';
import type { SpeechToText } from './extract/stt';
import { buildStudySet } from './study/index';
import type { Chunk, ExtractedDocument, StudyOptions, StudySet } from './types';

export interface ProcessInput {
  path: string;
  fileName: string;
  sidecarPath?: string;
  /** When set, the link is processed and `path` is ignored. */
  youtubeUrl?: string;
}

export interface ProcessOptions {
  limits?: Partial<ExtractionLimits>;
  language?: StudyOptions['language'];
  comprehensionLevel?: StudyOptions['comprehensionLevel'];
  stt?: SpeechToText;
  fetch?: typeof fetch;
  onStage?: (stage: 'extracted') => void;
  /** Test seams for OCR and rendering. */
  extractDeps?: Omit<ExtractDeps, 'stt'>;
}

export interface ProcessResult {
  document: ExtractedDocument;
  chunks: Chunk[];
  study: StudySet;
}

export async function extractInput(
  input: ProcessInput,
  options: ProcessOptions = {},
): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits);
  if (input.youtubeUrl !== undefined) {
    return extractYouTube({ url: input.youtubeUrl }, limits, { fetch: options.fetch });
  }
  const { document } = await extractFile(input, limits, {
    ...options.extractDeps,
    stt: options.stt,
  });
  return document;
}

export async function processFile(
  input: ProcessInput,
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  const document = await extractInput(input, options);
  options.onStage?.('extracted');
  const chunks = chunkDocument(document);
  const study = buildStudySet(document, chunks, {
    language: options.language,
    comprehensionLevel: options.comprehensionLevel,
  });
  return { document, chunks, study };
}
