// Idle processing loops start a job as soon as it is queued, in any process: enqueue sends a
// PostgreSQL NOTIFY in the upload's transaction (delivered when it commits), and every worker
// process listens. Without it a separate worker process found new jobs only by polling, up to
// 2 s later. In one process (SQLite) the queue wakes its own loops directly (JobQueue.notify).
import { PgListener } from '../db/pg-listener';

/** The channel a committed enqueue notifies (a plain identifier). */
export const JOBS_CHANNEL = 'mnemo_jobs';

/** Calls `wake` whenever any process commits new jobs to the PostgreSQL queue at `url`. */
export function listenForQueuedJobs(url: string, wake: () => void): Promise<PgListener> {
  return PgListener.connect(url, JOBS_CHANNEL, () => wake(), 'Job queue');
}
