// One upload (or YouTube link) -> extracted text -> chunks -> study set.
import { chunkDocument } from './chunk';
import { extractFile, extractYouTube, type ExtractDeps } from './extract/index';
import { resolveLimits, type ExtractionLimits } from './extract/limits';
import type { SpeechToText } from './extract/stt';
import type { LlmEndpoint } from '../llm/openai-compatible';
import { buildStudySet, MaterialBuilder, studySetOf } from './study/index';
import type {
  Chunk,
  DocumentPart,
  ExtractedDocument,
  PageProgress,
  StudyOptions,
  StudySet,
} from './types';

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
  onStage?: (stage: 'extracted', document: ExtractedDocument) => void;
  /**
   * The chunks, as soon as they are final and before the study set is built from them: the
   * server prepares their rows while the study set is still being made.
   */
  onChunks?: (chunks: Chunk[]) => void;
  /** Pages read so far, for paged documents (PDF). */
  onProgress?: (progress: PageProgress) => void;
  /** Test seams for OCR and rendering, and the processing worker's PDF page thread. */
  extractDeps?: Omit<ExtractDeps, 'stt' | 'onPage'>;
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
  onPage?: (part: DocumentPart, progress: PageProgress) => void,
): Promise<ExtractedDocument> {
  const limits = resolveLimits(options.limits);
  if (input.youtubeUrl !== undefined) {
    return extractYouTube({ url: input.youtubeUrl }, limits, { fetch: options.fetch });
  }
  const { document } = await extractFile(input, limits, {
    ...options.extractDeps,
    stt: options.stt,
    onPage,
  });
  return document;
}

export async function processFile(
  input: ProcessInput,
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  if (options.llm) {
    const document = await extractInput(input, options);
    options.onStage?.('extracted', document);
    const chunks = chunkDocument(document);
    options.onChunks?.(chunks);
    return { document, chunks, study: await llmStudySet(document, chunks, options, options.llm) };
  }
  // The study engine reads each page while the next ones are extracted (on another thread in
  // the processing worker), so little is left to do once extraction ends.
  let builder = null as MaterialBuilder | null;
  const document = await extractInput(input, options, (part, progress) => {
    builder ??= new MaterialBuilder(part.kind, part.language);
    builder.add(part.segments);
    options.onProgress?.(progress);
  });
  options.onStage?.('extracted', document);
  const material = (builder ?? new MaterialBuilder(document.kind, document.language)).finish(
    document,
  );
  options.onChunks?.(material.chunks);
  const study = studySetOf(material, studyOptions(options));
  return { document, chunks: material.chunks, study };
}

function studyOptions(options: ProcessOptions): StudyOptions {
  return { language: options.language, comprehensionLevel: options.comprehensionLevel };
}

async function llmStudySet(
  document: ExtractedDocument,
  chunks: Chunk[],
  options: ProcessOptions,
  llm: LlmEndpoint,
): Promise<StudySet> {
  try {
    // Loaded only when a model is configured: its schemas (zod) cost ~50 ms at a worker's start.
    const { generateStudySetWithLlm } = await import('./llm/index');
    return await generateStudySetWithLlm(document, chunks, llm, studyOptions(options));
  } catch (error) {
    // Whatever went wrong with the model (server, timeout, bad JSON), the student still gets
    // a study set; the operator learns why from the log.
    const reason = error instanceof Error ? error.message : String(error);
    const log = options.log ?? ((message: string) => console.warn(message));
    log(`LLM study generation failed, used the built-in engine: ${reason}`);
    return buildStudySet(document, chunks, studyOptions(options));
  }
}
