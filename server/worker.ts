// `npm run worker`: a processing-only process for the scale-out deployment (PostgreSQL): it claims
// jobs from the shared queue and publishes live events with NOTIFY; API processes deliver them.
import { loadConfigOrExit } from './config';
import { ChunksRepository } from './db/chunks-repository';
import { openDatabase } from './db/database';
import { SqlJobQueue } from './jobs/job-queue';
import { startProcessingLoop } from './processing-loop';
import { PgEventBus } from './realtime/pg-event-bus';
import { EmbeddingsService } from './services/embeddings';
import { UrlSigner } from './services/signed-urls';
import { ContentLinks } from './services/content-links';
import { createBlobStore, usesDirectLinks } from './storage/create-blob-store';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with SQLite, `npm start` processes files itself.',
    );
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bus = await PgEventBus.connect(config.databaseUrl);
  const embeddings = config.embeddings
    ? new EmbeddingsService(
        new ChunksRepository(db.kysely, db.dialect),
        { baseUrl: config.embeddings.baseUrl, model: config.embeddings.model },
        console.warn,
      )
    : null;
  const blobs = createBlobStore(config);
  const signer = UrlSigner.fromConfig(
    config.urlSigningSecret,
    config.dataDir,
    config.signedUrlTtlSeconds,
  );
  const processing = await startProcessingLoop({
    config: { ...config, processingConcurrency: Math.max(1, config.processingConcurrency) },
    db,
    blobs,
    bus,
    links: new ContentLinks(
      signer,
      blobs,
      usesDirectLinks(config, blobs),
      config.signedUrlTtlSeconds,
    ),
    queue: new SqlJobQueue(db, config.maxQueuedJobsPerUser),
    embeddings,
    recoverAllRunning: false,
  });
  console.log(
    `Mnemo worker processing jobs (${Math.max(1, config.processingConcurrency)} at a time)`,
  );
  const stop = async () => {
    await processing.stop();
    await bus.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
