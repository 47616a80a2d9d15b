// Queue storage: the outbox table of one user's database, read through indexes (a lookup never
// scans the whole queue, so queueing stays fast with thousands of changes waiting).
import type { MnemoDb } from '../database';
import { handlerOf } from './registry';
import { upgradeLegacyRow, type OutboxRow } from './rows';

export interface NewOp {
  type: string;
  key: string;
  fileId: number | null;
  payload: unknown;
}

export class OutboxQueue {
  constructor(readonly db: MnemoDb) {}

  /** Appends a change (call inside the transaction that writes its local effect). */
  async add(op: NewOp): Promise<number> {
    const handler = handlerOf(op.type);
    if (!handler) throw new Error(`No outbox handler for ${op.type}`);
    const row: OutboxRow = { ...op, v: handler.version, created_at: new Date().toISOString() };
    return (await this.db.outbox.add(row)) ?? -1;
  }

  /** The oldest queued changes, at most `limit`. */
  async head(limit: number): Promise<OutboxRow[]> {
    const rows = await this.db.outbox.orderBy('seq').limit(limit).toArray();
    return rows.map(upgradeLegacyRow);
  }

  /** The queued changes of one key, oldest first. */
  async ofKey(key: string): Promise<OutboxRow[]> {
    return this.db.outbox.where('key').equals(key).sortBy('seq');
  }

  /** The queued changes that belong to one file. */
  async ofFile(fileId: number): Promise<OutboxRow[]> {
    return this.db.outbox.where('fileId').equals(fileId).toArray();
  }

  async dropKey(key: string): Promise<void> {
    await this.db.outbox.where('key').equals(key).delete();
  }

  async remove(seq: number | undefined): Promise<void> {
    if (seq !== undefined) await this.db.outbox.delete(seq);
  }

  async replace(row: OutboxRow): Promise<void> {
    await this.db.outbox.put(row);
  }

  async markAttempt(row: OutboxRow): Promise<number> {
    const attempts = (row.attempts ?? 0) + 1;
    if (row.seq !== undefined) await this.db.outbox.update(row.seq, { attempts });
    return attempts;
  }

  count(): Promise<number> {
    return this.db.outbox.count();
  }
}
