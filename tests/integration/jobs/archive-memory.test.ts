import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import { renamedPartDocxBomb } from '../../fixtures/lib/bombs';
import { denseDocx } from '../../fixtures/lib/docx';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  settled,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const MB = 1024 * 1024;

/** Samples this process's RSS (the server and its worker threads) until stopped. */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

async function settledRss(): Promise<number> {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  return process.memoryUsage().rss;
}

describe.each(DATABASES)(
  'archives are guarded by what is read (issue 18, point 1) on %s',
  (kind) => {
    let server: TestServer;
    let runtime: ProcessingLoop;
    let alice: TestUser;

    beforeAll(async () => {
      server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
      runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
      alice = await server.signUp();
    });
    afterAll(async () => {
      await runtime.stop();
      await server.close();
    });

    async function processOnce(name: string, bytes: Buffer) {
      const idle = await settledRss();
      const sampler = rssSampler();
      const file = await uploadFile(server, alice, name, bytes);
      const done = await waitForFile(server, alice, file.id, settled);
      const peak = sampler.stop();
      const after = await settledRss();
      return { done, idle, peak, after };
    }

    it('fails a renamed-part Word bomb of 1.9 GB clearly, within 300 MB, and gives the memory back', async () => {
      const bomb = renamedPartDocxBomb(1900);
      expect(bomb.length).toBeLessThan(3 * MB);
      const first = await processOnce('bomb.docx', bomb);
      expect(first.done.status).toBe('failed');
      expect(first.done.error_message).toMatch(/Word document/);
      expect(first.peak - first.idle).toBeLessThan(300 * MB);
      // A second one does not climb on top of the first.
      const second = await processOnce('bomb-again.docx', bomb);
      expect(second.done.status).toBe('failed');
      expect(second.peak - first.idle).toBeLessThan(300 * MB);
      expect(second.after - first.idle).toBeLessThan(100 * MB);
    });

    it('fails a Word file of densely packed tiny elements within 300 MB', async () => {
      const dense = denseDocx(5.5 * MB);
      const run = await processOnce('dense.docx', dense);
      expect(run.done.status).toBe('failed');
      expect(run.done.error_message).toMatch(/more text and formatting/);
      expect(run.peak - run.idle).toBeLessThan(300 * MB);
      expect(run.after - run.idle).toBeLessThan(100 * MB);
    });
  },
);
