import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Runs a cheap query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

/** Opens SQLite in DATA_DIR (embedded default) or PostgreSQL when DATABASE_URL is set, then migrates. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const { kysely, dialect } = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(options.dataDir);
  await migrateToLatest(kysely, dialect);
  return {
    kysely,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

function openSqlite(dataDir: string): { kysely: Kysely<Database>; dialect: Dialect } {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, 'mnemo.sqlite'));
  // WAL lets readers proceed while a processing job writes; foreign keys give cascading deletes.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    }),
    dialect: 'sqlite',
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running a small query.
 * better-sqlite3 statements are reusable (calls are synchronous), so the recent ones are kept.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText);
      } else {
        statement = database.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

function openPostgres(url: string): { kysely: Kysely<Database>; dialect: Dialect } {
  // bigint columns (size_bytes) come back as numbers: file sizes stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection ended by the server (restart, failover, an administrator) is replaced on
  // the next query; without a listener its error would end the process.
  pool.on('error', (error) =>
    console.warn(`Database: a pooled connection ended (${error.message})`),
  );
  return {
    kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
}
