import type { AppContext } from '../http/context';
import { ProcessingService } from '../services/processing';
import { runInWorker } from './run-in-worker';

export interface ProcessingRuntime {
  stop(): Promise<void>;
}

export type ProcessingDeps = Pick<
  AppContext,
  'config' | 'db' | 'blobs' | 'bus' | 'signer' | 'queue' | 'embeddings'
>;

/**
 * PROCESSING_CONCURRENCY loops, each claiming one job at a time and running it in a worker
 * thread. Jobs left `running` by a dead process are queued again first.
 */
export async function startProcessing(
  ctx: ProcessingDeps,
  options: { recoverAllRunning: boolean },
): Promise<ProcessingRuntime> {
  const { config, queue } = ctx;
  const log = (message: string, error?: unknown) =>
    error
      ? ctx.config.logLevel !== 'silent' && console.error(message, error)
      : console.warn(message);
  const service = new ProcessingService(
    ctx.db,
    ctx.blobs,
    ctx.bus,
    ctx.signer,
    config,
    runInWorker,
    log,
    ctx.embeddings,
  );
  const recovered = await queue.recoverStale(
    options.recoverAllRunning ? 'all' : config.processingTimeoutMs * 2,
  );
  if (recovered > 0) console.warn(`Re-queued ${recovered} job(s) interrupted by a restart`);

  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = queue.onNotify(wakeAll);
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
        await sleep(2000);
        continue;
      }
      try {
        const result = await service.process(job);
        if (result.ok) await queue.complete(job.id);
        else await queue.fail(job.id, result.error ?? 'failed');
      } catch (error) {
        log(`job ${job.id} crashed`, error);
        await queue
          .fail(job.id, error instanceof Error ? error.message : String(error))
          .catch(() => undefined);
      }
    }
  };
  const loops = Array.from({ length: config.processingConcurrency }, () => loop());
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wakeAll();
      // In-flight jobs stay `running` and are re-queued on the next start.
      await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 100))]);
    },
  };
}
