import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blob-store';

export interface Readiness {
  ready: boolean;
  database: string;
  storage: string;
}

/** What a load balancer asks before sending traffic: can this process reach what it stands on? */
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
  ) {}

  /** The database answers (the liveness check of `/healthz`); throws when it does not. */
  liveness(): Promise<void> {
    return this.db.ping();
  }

  /** The database and the file store, each `ok` or the reason it is not. */
  async readiness(): Promise<Readiness> {
    const reason = (result: PromiseSettledResult<void>) =>
      result.status === 'fulfilled'
        ? 'ok'
        : result.reason instanceof Error
          ? result.reason.message
          : String(result.reason);
    const [database, storage] = (
      await Promise.allSettled([this.db.ping(), this.blobs.check()])
    ).map(reason) as [string, string];
    return { ready: database === 'ok' && storage === 'ok', database, storage };
  }
}
