// A file whose processing took its process down again and again (an out-of-memory kill, a
// restart each time) is not claimed forever: past MAX_JOB_ATTEMPTS it fails with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import { MAX_JOB_ATTEMPTS, TOO_MANY_ATTEMPTS } from '../../../server/services/processing';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, startTestServer, uploadFile, waitForFile, type TestServer } from '../harness';

describe.each(DATABASES)('jobs interrupted too often on %s', (kind) => {
  let server: TestServer;
  let loop: ProcessingLoop | null = null;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await loop?.stop();
    await server.close();
  });

  it(`fails a file after ${MAX_JOB_ATTEMPTS} interrupted attempts, and processes one with fewer`, async () => {
    const doomed = await uploadFile(server, alice, 'doomed.txt', Buffer.from('Cells divide.'));
    const retried = await uploadFile(server, alice, 'retried.txt', Buffer.from('Cells grow.'));
    // As a process killed mid-job leaves them: running, with the attempts it made.
    const { kysely } = server.ctx.db;
    await kysely
      .updateTable('jobs')
      .set({ state: 'running', attempts: MAX_JOB_ATTEMPTS, locked_by: 'dead' })
      .where('file_id', '=', doomed.id)
      .execute();
    await kysely
      .updateTable('jobs')
      .set({ state: 'running', attempts: MAX_JOB_ATTEMPTS - 1, locked_by: 'dead' })
      .where('file_id', '=', retried.id)
      .execute();
    loop = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });

    const failed = await waitForFile(server, alice, doomed.id, (f) => f.status === 'failed');
    expect(failed.error_message).toBe(TOO_MANY_ATTEMPTS);
    const done = await waitForFile(server, alice, retried.id, (f) => f.status === 'processed');
    expect(done.status).toBe('processed');
    const jobs = await kysely
      .selectFrom('jobs')
      .select(['file_id', 'state', 'attempts'])
      .where('file_id', 'in', [doomed.id, retried.id])
      .orderBy('file_id')
      .execute();
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual([
      ['failed', MAX_JOB_ATTEMPTS + 1],
      ['done', MAX_JOB_ATTEMPTS],
    ]);
  });
});
