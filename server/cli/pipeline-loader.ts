// Loads the processing pipeline (extraction + chunking) on demand, so that the retrieval CLI
// works on JSONL and text corpora without it and says clearly when it is missing.
import { basename } from 'node:path';
import type { Chunk, ExtractedDocument } from '../processing/types';

export type PipelineChunk = Pick<
  Chunk,
  'index' | 'text' | 'page_start' | 'start_seconds' | 'end_seconds'
>;

type ChunkDocument = (doc: ExtractedDocument) => PipelineChunk[];
type ExtractFile = (input: { path: string; fileName: string }) => Promise<{
  document: ExtractedDocument;
}>;

export interface Pipeline {
  chunkDocument: ChunkDocument;
  chunkFile(path: string): Promise<PipelineChunk[]>;
}

// Resolved at run time (not a static import) because these modules are written in parallel and
// may be absent; loading them is also slow, and JSONL and text corpora do not need them.
const CHUNK_MODULE = new URL('../processing/chunk.ts', import.meta.url).href;
const EXTRACT_MODULE = new URL('../processing/extract/index.ts', import.meta.url).href;

async function importFunction(url: string, name: string): Promise<unknown> {
  try {
    const mod: unknown = await import(url);
    return typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[name] : null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** The chunker, or an explanation of why it is unavailable. */
export async function loadChunker(): Promise<ChunkDocument | string> {
  const chunkDocument = await importFunction(CHUNK_MODULE, 'chunkDocument');
  if (typeof chunkDocument !== 'function') {
    return 'the document chunker (server/processing/chunk.ts) is not available in this build';
  }
  return chunkDocument as ChunkDocument;
}

/** Extraction and chunking of PDF, Word and media files, or why they are unavailable. */
export async function loadPipeline(): Promise<Pipeline | string> {
  const chunkDocument = await loadChunker();
  if (typeof chunkDocument === 'string') return `cannot read this file type: ${chunkDocument}`;
  const extractFile = await importFunction(EXTRACT_MODULE, 'extractFile');
  if (typeof extractFile !== 'function') {
    return 'cannot read this file type: the extractor (server/processing/extract) is not available';
  }
  const extract = extractFile as ExtractFile;
  return {
    chunkDocument,
    chunkFile: async (path) => {
      const { document } = await extract({ path, fileName: basename(path) });
      return chunkDocument(document);
    },
  };
}
