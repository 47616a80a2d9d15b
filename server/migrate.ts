// `npm run migrate`: brings the database (DATABASE_URL, or SQLite in DATA_DIR) to the latest
// schema and exits. Run once before starting API processes; each process would otherwise apply
// pending migrations at start (PostgreSQL serialises them with the migrator's lock).
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();
  console.log(`Database schema up to date (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
