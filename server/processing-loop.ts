import type { Config } from './config';
import type { Db } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import { JobTimeline } from './jobs/job-timeline';
import { listenForQueuedJobs } from './jobs/job-wakeups';
import { runInThread } from './jobs/run-in-thread';
import { tuneV8ForJobs } from './jobs/v8-tiering';
import type { EventBus } from './realtime/event-bus';
import type { EmbeddingsService } from './services/embeddings';
import { ProcessingService } from './services/processing';
import type { ContentLinks } from './services/content-links';
import type { BlobStore } from './storage/blob-store';

/** What the processing loop works with: the queue, and the parts a job writes through. */
export interface ProcessingLoopDeps {
  config: Config;
  db: Db;
  blobs: BlobStore;
  bus: EventBus;
  links: ContentLinks;
  queue: JobQueue;
  embeddings: EmbeddingsService | null;
  /**
   * Re-queue every job left `running` at start (one process owns the queue), or only those whose
   * lock has not been renewed for JOB_LEASE_SECONDS (other processes are working on the rest).
   */
  recoverAllRunning: boolean;
  /** How often an idle loop looks for jobs nobody woke it for (default 2 s). */
  idlePollMs?: number;
}

export interface ProcessingLoop {
  stop(): Promise<void>;
}

/**
 * PROCESSING_CONCURRENCY loops, each claiming one job at a time and running it in a worker
 * thread. Jobs left `running` by a dead process are queued again first. Started by the
 * composition roots (main.ts, worker.ts) beside the parts they build.
 */
export async function startProcessingLoop(deps: ProcessingLoopDeps): Promise<ProcessingLoop> {
  const { config, queue } = deps;
  const log = (message: string, error?: unknown) =>
    error ? config.logLevel !== 'silent' && console.error(message, error) : console.warn(message);
  const service = new ProcessingService(
    deps.db,
    deps.blobs,
    deps.bus,
    deps.links,
    config,
    runInThread,
    log,
    deps.embeddings,
  );
  // Each job's steps and per-thread CPU, one JSON line per job (see jobs/job-timeline.ts).
  const logTimeline = config.logLevel === 'debug' || config.logLevel === 'trace';
  const recovered = await queue.recoverStale(deps.recoverAllRunning ? 'all' : config.jobLeaseMs);
  if (recovered > 0) console.warn(`Re-queued ${recovered} job(s) interrupted by a restart`);
  // Several processes share the queue: this one renews the locks of its running jobs, and
  // queues again the jobs of a process that died (SIGKILL, a lost machine) once their lease ends.
  const lease = setInterval(
    () => {
      void queue
        .renewLocks()
        .then(() => queue.recoverStale(config.jobLeaseMs))
        .then((n) => {
          if (n > 0) console.warn(`Re-queued ${n} job(s) of a process that stopped renewing them`);
        })
        .catch((e: unknown) => log('renewing job locks failed', e));
    },
    Math.max(250, Math.floor(config.jobLeaseMs / 3)),
  );
  lease.unref();

  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = queue.onNotify(wakeAll);
  // Jobs queued by other processes (API processes in front of this worker) wake it at once.
  // (An API process with PROCESSING_CONCURRENCY=0 runs no loop, so it does not listen.)
  const queuedElsewhere =
    config.databaseUrl && config.processingConcurrency > 0
      ? await listenForQueuedJobs(config.databaseUrl, wakeAll)
      : null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  const loop = async () => {
    while (!stopped) {
      const job = await queue.claim().catch((e: unknown) => {
        log('claiming a job failed', e);
        return null;
      });
      if (!job) {
        await sleep(deps.idlePollMs ?? 2000);
        continue;
      }
      const timeline = new JobTimeline(job.id);
      timeline.mark('queued', Date.parse(job.created_at));
      timeline.mark('claimed');
      try {
        const result = await service.process(job, timeline);
        if (result.ok) await queue.complete(job.id);
        else await queue.fail(job.id, result.error ?? 'failed');
        timeline.mark('job completed');
        if (logTimeline) console.warn(`job timeline ${JSON.stringify(timeline.report())}`);
      } catch (error) {
        // Stopping closes the database under a job still in flight: that job stays `running`
        // and is queued again on the next start, so its failure here is expected, not a crash.
        if (stopped) continue;
        log(`job ${job.id} crashed`, error);
        await queue
          .fail(job.id, error instanceof Error ? error.message : String(error))
          .catch(() => undefined);
      }
    }
  };
  if (config.processingConcurrency > 0) {
    // Jobs run in this process: V8's tier-up suited to short-lived job threads, set before the
    // first one starts (an API-only process keeps V8's defaults).
    const flags = tuneV8ForJobs(config.processingV8Flags ?? undefined);
    if (['info', 'debug', 'trace'].includes(config.logLevel))
      console.log(`V8 flags for the job threads: ${flags.join(' ') || "(V8's defaults)"}`);
  }
  const loops = Array.from({ length: config.processingConcurrency }, () => loop());
  return {
    async stop() {
      stopped = true;
      clearInterval(lease);
      unsubscribe();
      await queuedElsewhere?.close();
      wakeAll();
      // In-flight jobs stay `running` and are re-queued on the next start.
      await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 100))]);
    },
  };
}
