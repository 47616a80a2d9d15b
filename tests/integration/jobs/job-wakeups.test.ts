// A worker process starts a job as soon as an API process queues it: the enqueue's NOTIFY wakes
// its idle loop (PostgreSQL), instead of the loop finding the job on its next poll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlJobQueue } from '../../../server/jobs/job-queue';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import { settled, startTestServer, uploadFile, waitForFile, type TestServer } from '../harness';

describe.skipIf(!process.env.TEST_DATABASE_URL)('job wake-ups across processes', () => {
  let server: TestServer;
  let worker: ProcessingLoop;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer('postgres', { PROCESSING_CONCURRENCY: '1' });
    alice = await server.signUp();
    // As a separate worker process has it: its own queue, which the upload's notify() never
    // reaches, and a poll far slower than the test's wait.
    worker = await startProcessingLoop({
      ...server.ctx,
      queue: new SqlJobQueue(server.ctx.db),
      recoverAllRunning: false,
      idlePollMs: 10 * 60_000,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
  });

  it('starts the job the upload queued at once, though the worker would poll only in 10 minutes', async () => {
    // The worker's first look at the empty queue passes, so it is asleep when the file comes.
    await new Promise((r) => setTimeout(r, 300));
    const file = await uploadFile(server, alice, 'cells.txt', Buffer.from('Cells divide.'));
    const done = await waitForFile(server, alice, file.id, settled);
    expect(done.status).toBe('processed');
  });
});
