import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { ThreadStats } from '../../../../server/jobs/job-timeline';
import { pdfFromPageThread } from '../../../../server/jobs/pdf-pages';
import type { PdfPagesMessage } from '../../../../server/jobs/thread-protocol';
import { resolveLimits } from '../../../../server/processing/extract/limits';
import { ProcessingError, type DocumentPart } from '../../../../server/processing/types';

const input = { path: '/unused.pdf', fileName: 'book.pdf' };
const limits = resolveLimits({});

function channel() {
  const { port1, port2 } = new MessageChannel();
  const send = (message: PdfPagesMessage) => port1.postMessage(message);
  const stats: ThreadStats[] = [];
  return { thread: port1, extract: pdfFromPageThread(port2, (s) => stats.push(s)), send, stats };
}

const progress = (n: number) => ({ pagesRead: n, pageCount: 2 });

const page = (n: number, text: string): DocumentPart => ({
  kind: 'pdf',
  language: 'en',
  segments: [{ text, page: n }],
});

describe('pdfFromPageThread', () => {
  it('hands each page on as it arrives, batches too, and resolves with the whole document', async () => {
    const { extract, send, thread, stats } = channel();
    const seen: DocumentPart[] = [];
    const read: number[] = [];
    const reading = extract(input, limits, (part, done) => {
      seen.push(part);
      read.push(done.pagesRead);
    });
    // Two pages in one message, as the page thread sends pages read in quick succession.
    send({
      type: 'pages',
      pages: [
        { part: page(1, 'Cells are small.'), progress: progress(1) },
        { part: page(2, 'Cells divide.'), progress: progress(2) },
      ],
    });
    send({
      type: 'done',
      document: { kind: 'pdf', language: 'en', pageCount: 2 },
      stats: { startedAt: 1000, cpuMs: 42 },
    });
    const document = await reading;
    expect(stats).toEqual([{ startedAt: 1000, cpuMs: 42 }]);
    expect(seen.map((part) => part.segments[0]?.page)).toEqual([1, 2]);
    expect(read).toEqual([1, 2]);
    expect(document).toEqual({
      kind: 'pdf',
      language: 'en',
      pageCount: 2,
      segments: [
        { text: 'Cells are small.', page: 1 },
        { text: 'Cells divide.', page: 2 },
      ],
    });
    thread.close();
  });

  it('turns the thread’s failure into the same ProcessingError the student would see', async () => {
    const { extract, send } = channel();
    const reading = extract(input, limits);
    send({ type: 'failed', code: 'encrypted', message: 'This PDF is password-protected.' });
    const error: unknown = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect(error).toMatchObject({ code: 'encrypted', message: 'This PDF is password-protected.' });
  });

  it('fails with a plain error on an unexpected failure or when the thread goes away', async () => {
    const crashed = channel();
    const reading = crashed.extract(input, limits);
    crashed.send({ type: 'failed', code: null, message: 'boom' });
    await expect(reading).rejects.not.toBeInstanceOf(ProcessingError);

    const gone = channel();
    const waiting = gone.extract(input, limits);
    gone.send({ type: 'pages', pages: [{ part: page(1, 'Half a book.'), progress: progress(1) }] });
    gone.thread.close();
    await expect(waiting).rejects.toThrow(/stopped before the end/);
  });

  it('fails when the study engine throws on a page, instead of crashing the worker', async () => {
    const { extract, send } = channel();
    const reading = extract(input, limits, () => {
      throw new Error('engine bug');
    });
    send({ type: 'pages', pages: [{ part: page(1, 'Cells are small.'), progress: progress(1) }] });
    await expect(reading).rejects.toThrow('engine bug');
  });
});
