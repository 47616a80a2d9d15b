// The processing threads as the server runs them: the compiled processing worker and, for PDFs,
// the page thread reading pages while the study engine works on the ones already read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processingWorkerScripts, type WorkerScripts } from '../../../server/jobs/compiled-threads';
import { runInThread } from '../../../server/jobs/run-in-thread';
import type { ProcessRequest } from '../../../server/jobs/thread-protocol';
import { messages } from '../../../server/processing/extract/messages';
import { processFile } from '../../../server/processing/pipeline';
import type { Chunk } from '../../../server/processing/types';
import { textbookPdf } from '../../bench/processing/textbook';
import { processRequest } from '../../helpers/process-request';

const fixtures = path.join(import.meta.dirname, '../../fixtures');

describe('runInThread with the PDF page thread', () => {
  let scripts: WorkerScripts;
  let dir: string;

  beforeAll(async () => {
    scripts = processingWorkerScripts();
    dir = mkdtempSync(path.join(tmpdir(), 'mnemo-threads-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (req: ProcessRequest, timeoutMs = 60_000) => {
    const extracted: (number | null)[] = [];
    const pagesRead: number[] = [];
    const chunks: Chunk[][] = [];
    const outcome = runInThread(
      req,
      timeoutMs,
      {
        onExtracted: (pages) => extracted.push(pages),
        onProgress: (progress) => pagesRead.push(progress.pagesRead),
        onChunks: (final) => chunks.push(final),
      },
      scripts,
    );
    return { outcome, extracted, pagesRead, chunks };
  };

  it('runs compiled threads, a page thread included', () => {
    expect(scripts.processing.pathname).toMatch(/dist-server\/processing-thread\.mjs$/);
    expect(scripts.pdfPages?.pathname).toMatch(/dist-server\/pdf-pages-thread\.mjs$/);
  });

  it('gives the same chunks and study set as the pipeline on one thread', async () => {
    const file = path.join(dir, 'textbook.pdf');
    writeFileSync(file, textbookPdf(12));
    const { outcome, extracted, pagesRead, chunks } = run(processRequest(file));
    const threaded = await outcome;
    const single = await processFile({ path: file, fileName: 'textbook.pdf' });
    const began = expect.any(Number) as number;
    expect(threaded).toEqual({
      ok: true,
      chunks: single.chunks,
      study: single.study,
      pageCount: 12,
      // Each thread reports when its code began and the CPU it spent (for the job's timeline).
      threads: {
        processing: { startedAt: began, cpuMs: expect.any(Number) as number },
        pages: { startedAt: began, cpuMs: expect.any(Number) as number },
      },
    });
    // The chunks were handed over once, before the study set was done, as the outcome has them.
    expect(chunks).toEqual([single.chunks]);
    expect(extracted).toEqual([12]);
    // Progress is reported at most every 100 ms, always for the first and the last page.
    expect(pagesRead[0]).toBe(1);
    expect(pagesRead.at(-1)).toBe(12);
    expect(pagesRead).toEqual([...new Set(pagesRead)].sort((a, b) => a - b));
  });

  it('reads a scanned PDF with OCR on the page thread', async () => {
    const outcome = await run(processRequest(path.join(fixtures, 'scanned.pdf'))).outcome;
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.chunks.map((c) => c.text).join(' ')).toMatch(/[a-z]{4,}/i);
  });

  it('fails damaged, locked and over-long PDFs with the message the student sees', async () => {
    const failures = await Promise.all([
      run(processRequest(path.join(fixtures, 'truncated.pdf'))).outcome,
      run(processRequest(path.join(fixtures, 'encrypted.pdf'))).outcome,
      run(processRequest(path.join(fixtures, 'lecture.pdf'), { maxPages: 2 })).outcome,
      run(processRequest(path.join(fixtures, 'garbage.pdf'))).outcome,
    ]);
    expect(failures).toEqual([
      { ok: false, expected: true, message: messages.pdfCorrupt },
      { ok: false, expected: true, message: messages.pdfEncrypted },
      { ok: false, expected: true, message: messages.pdfTooManyPages(2) },
      { ok: false, expected: true, message: messages.unsupported },
    ]);
  });

  it('stops both threads at the time limit', async () => {
    const file = path.join(dir, 'long.pdf');
    writeFileSync(file, textbookPdf(300));
    const { outcome, extracted } = run(processRequest(file), 300);
    const result = await outcome;
    expect(result).toMatchObject({ ok: false, expected: true });
    if (!result.ok) expect(result.message).toMatch(/^Processing took longer than .* was stopped/);
    expect(extracted).toEqual([]);
  });
});
