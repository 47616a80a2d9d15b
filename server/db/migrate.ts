import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import * as initial from './migrations/001_initial';
import * as chunkEmbeddings from './migrations/002_chunk_embeddings';
import * as incrementalSync from './migrations/003_incremental_sync';
import * as reviews from './migrations/004_reviews';
import * as fairJobs from './migrations/005_fair_jobs';
import * as normalizedFileNames from './migrations/006_normalized_file_names';
import * as stripeBilling from './migrations/007_stripe_billing';
import * as pendingAnswers from './migrations/008_pending_answers';
import * as clientCreations from './migrations/009_client_creations';
import type { Database } from './schema';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Versioned migrations, applied in name order; each runs once per database. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_chunk_embeddings': chunkEmbeddings,
  '003_incremental_sync': incrementalSync,
  '004_reviews': reviews,
  '005_fair_jobs': fairJobs,
  '006_normalized_file_names': normalizedFileNames,
  '007_stripe_billing': stripeBilling,
  '008_pending_answers': pendingAnswers,
  '009_client_creations': clientCreations,
};

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = { up: (db) => m.up(db, this.dialect) };
    }
    return out;
  }
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
