// Live events between processes survive PostgreSQL ending their connections (a restart, a
// failover, an administrator): the listening connection is opened again and idle pooled
// connections are replaced, and nothing ends the process.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketEvent } from '../../../contract/socket';
import { openDatabase, type Db } from '../../../server/db/database';
import { PgEventBus } from '../../../server/realtime/pg-event-bus';
import type { UserEvent } from '../../../server/realtime/event-bus';
import { createPostgresDatabase } from '../harness';

const event: SocketEvent = {
  event: 'file_progress',
  data: { file_id: 7, pages_read: 1, page_count: 2 },
};

async function terminateConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !check()) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL connections ended by the server',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let bus: PgEventBus;
    let db: Db;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      bus = await PgEventBus.connect(database.url);
      db = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    });
    afterAll(async () => {
      await bus.close();
      await db.close();
      await database.drop();
    });

    it('live events flow again after the listening connection was ended', async () => {
      const received: UserEvent[] = [];
      bus.subscribe((e) => received.push(e));
      bus.publish(1, event);
      expect(await until(() => received.length === 1, 5000)).toBe(true);

      expect(await terminateConnections(database.url)).toBeGreaterThan(0);
      // Published until the listener is back: the first ones may be lost, later ones arrive.
      const back = await until(() => {
        bus.publish(2, event);
        return received.some((e) => e.userId === 2);
      }, 10_000);
      expect(back).toBe(true);
    });

    it('queries work again after the pooled connections were ended', async () => {
      await db.kysely.selectFrom('users').select('id').execute();
      await terminateConnections(database.url);
      await new Promise((r) => setTimeout(r, 200));
      await expect(db.kysely.selectFrom('users').select('id').execute()).resolves.toEqual([]);
    });
  },
);
