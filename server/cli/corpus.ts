// Loads corpus files into passages: JSONL records, plain text, and (through the processing
// pipeline, loaded only when needed) PDF, Word and other documents.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Passage } from '../../engine/assistant/types';
import { loadChunker, loadPipeline, type PipelineChunk } from './pipeline-loader';

export class CorpusError extends Error {
  override name = 'CorpusError';
}

export async function loadCorpus(paths: string[]): Promise<Passage[]> {
  const out: Passage[] = [];
  for (const path of paths) out.push(...(await loadOne(path)));
  return out;
}

async function loadOne(path: string): Promise<Passage[]> {
  const ext = extname(path).toLowerCase();
  if (ext === '.jsonl') return jsonlPassages(path, await read(path));
  if (ext === '.txt' || ext === '.md') {
    const text = await read(path);
    const chunker = await loadChunker();
    if (typeof chunker === 'string') return textPassages(path, text);
    return chunkPassages(path, chunker({ kind: 'text', segments: [{ text }], language: 'en' }));
  }
  const pipeline = await loadPipeline();
  if (typeof pipeline === 'string') throw new CorpusError(`${path}: ${pipeline}`);
  return chunkPassages(path, await pipeline.chunkFile(path));
}

async function read(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new CorpusError(`${path}: cannot read (${(error as Error).message})`);
  }
}

/** One passage per `{id, text}` line; `file` and `page` fields are kept when present. */
export function jsonlPassages(path: string, content: string): Passage[] {
  const name = basename(path);
  const out: Passage[] = [];
  content.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new CorpusError(`${path}:${i + 1}: not valid JSON`);
    }
    if (typeof record !== 'object' || record === null) {
      throw new CorpusError(`${path}:${i + 1}: expected an object with "text"`);
    }
    const r = record as Record<string, unknown>;
    if (typeof r.text !== 'string') throw new CorpusError(`${path}:${i + 1}: missing "text"`);
    out.push({
      id: typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `${name}#${i}`,
      text: r.text,
      fileName: typeof r.file === 'string' ? r.file : name,
      page: typeof r.page === 'number' ? r.page : null,
    });
  });
  return out;
}

const PARAGRAPH_WORDS = 200;

/** Plain text without the pipeline's chunker: blank-line paragraphs merged to ~200 words. */
export function textPassages(path: string, content: string): Passage[] {
  const name = basename(path);
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const para of content.split(/\n\s*\n/)) {
    const text = para.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const n = text.split(' ').length;
    if (current.length > 0 && words + n > PARAGRAPH_WORDS) {
      chunks.push(current.join('\n\n'));
      current = [];
      words = 0;
    }
    current.push(text);
    words += n;
  }
  if (current.length > 0) chunks.push(current.join('\n\n'));
  return chunks.map((text, i) => ({ id: `${name}#${i}`, text, fileName: name, page: null }));
}

function chunkPassages(path: string, chunks: PipelineChunk[]): Passage[] {
  const name = basename(path);
  return chunks.map((c) => ({
    id: `${name}#${c.index}`,
    text: c.text,
    fileName: name,
    page: c.page_start,
    startSeconds: c.start_seconds,
    endSeconds: c.end_seconds,
  }));
}
