// One upload (or YouTube link) -> extracted text -> chunks -> study set.
import { chunkDocument } from './chunk';
import { extractFile, extractYouTube, type ExtractDeps } from './extract/index';
import { resolveLimits, type ExtractionLimits } from './extract/limits';
import type { SpeechToText } from './extract/stt';
import type { LlmEndpoint } from '../llm/openai-compatible';
import { generateStudySetWithLlm } from './llm/index';
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
  /** When set, a language model writes the study set; the built-in engine is the fallback. */
  llm?: LlmEndpoint;
  /** Operational messages (the LLM fallback); defaults to console.warn. */
  log?: (message: string) => void;
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
  const study = await studySet(document, chunks, options);
  return { document, chunks, study };
}

async function studySet(
  document: ExtractedDocument,
  chunks: Chunk[],
  options: ProcessOptions,
): Promise<StudySet> {
  const studyOptions: StudyOptions = {
    language: options.language,
    comprehensionLevel: options.comprehensionLevel,
  };
  if (options.llm) {
    try {
      return await generateStudySetWithLlm(document, chunks, options.llm, studyOptions);
    } catch (error) {
      // Whatever went wrong with the model (server, timeout, bad JSON), the student still gets
      // a study set; the operator learns why from the log.
      const reason = error instanceof Error ? error.message : String(error);
      const log = options.log ?? ((message: string) => console.warn(message));
      log(`LLM study generation failed, used the built-in engine: ${reason}`);
    }
  }
  return buildStudySet(document, chunks, studyOptions);
}
