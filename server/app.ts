import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { cachedVerifier, SessionRevocations } from './auth/cached-verifier';
import type { IdentityVerifier } from './auth/verifier';
import { createFirebaseVerifier } from './auth/verifier';
import type { Billing } from './billing/billing';
import { FreeBilling } from './billing/free-billing';
import { StripeBilling } from './billing/stripe-billing';
import { createStripeClient } from './billing/stripe-client';
import { BillingRepository } from './db/billing-repository';
import type { Config } from './config';
import { ChatRepository } from './db/chat-repository';
import { ChunksRepository } from './db/chunks-repository';
import { DeletionsRepository } from './db/deletions-repository';
import { FilesRepository } from './db/files-repository';
import { openDatabase, type Db } from './db/database';
import { StudyItemsRepository } from './db/study-items-repository';
import { UsersRepository } from './db/users-repository';
import { installAuthHook } from './http/auth-hook';
import { installCompression } from './http/compression';
import {
  clientErrorHandler,
  frameworkErrors,
  installBodyTimeout,
  SERVER_TIMEOUTS,
} from './http/connection-guards';
import type { AppContext } from './http/context';
import { installErrorHandler } from './http/error-handler';
import { RequestLimits } from './http/rate-limiter';
import { createErrorReporter, type ServerErrorReporter } from './telemetry/error-reporting';
import { accountRoutes } from './http/routes/account';
import { billingWebhookRoutes } from './http/routes/billing-webhook';
import { chatRoutes } from './http/routes/chat';
import { contentRoutes } from './http/routes/content';
import { fileRoutes } from './http/routes/files';
import { metaRoutes } from './http/routes/meta';
import { reviewRoutes } from './http/routes/reviews';
import { searchRoutes } from './http/routes/search';
import { chunkRoutes } from './http/routes/chunks';
import { socketRoutes } from './http/routes/socket';
import { changesRoutes } from './http/routes/changes';
import { studyRoutes } from './http/routes/study';
import { installNoStore, installSecurityHeaders } from './http/security';
import { installStatic } from './http/static';
import { SqlJobQueue, type JobQueue } from './jobs/job-queue';
import { InProcessEventBus, type EventBus } from './realtime/event-bus';
import { PgEventBus } from './realtime/pg-event-bus';
import { SocketHub } from './realtime/socket-hub';
import { AssistantAnswerer } from './services/assistant-answerer';
import { ChatService, type Answerer } from './services/chat';
import { PendingAnswersRepository } from './db/pending-answers-repository';
import { EmbeddingsService } from './services/embeddings';
import { FilesService } from './services/files';
import { HealthService } from './services/health';
import { ReviewsService } from './services/reviews';
import { SearchService } from './services/search';
import { ChunksService } from './services/chunks';
import { UrlSigner } from './services/signed-urls';
import { StudyService } from './services/study';
import { UsersService } from './services/users';
import type { BlobStore } from './storage/blob-store';
import { createBlobStore, usesDirectLinks } from './storage/create-blob-store';
import { ContentLinks } from './services/content-links';

/** Parts a test (or a scale-out deployment) may supply instead of the embedded defaults. */
export interface AppOverrides {
  db?: Db;
  verifier?: IdentityVerifier;
  blobs?: BlobStore;
  bus?: EventBus;
  queue?: JobQueue;
  billing?: Billing;
  answerer?: Answerer;
  /** Where unexpected server errors go (Sentry when SENTRY_DSN is set). */
  reportError?: ServerErrorReporter;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMITS = { files: 11, fields: 10, parts: 30 };

/** BILLING=free (default) or Stripe with the SDK configured by STRIPE_*. */
function createBilling(
  config: Config,
  db: Db,
  log: (message: string, error?: unknown) => void,
): Billing {
  if (!config.stripe) return new FreeBilling();
  return new StripeBilling(
    createStripeClient(config.stripe),
    config.stripe,
    new BillingRepository(db.kysely),
    log,
  );
}

/** The origin of the store's direct links, read from one link. */
async function contentOriginOf(blobs: BlobStore): Promise<string> {
  if (!blobs.directLink) throw new Error('this blob store makes no direct links');
  const probe = await blobs.directLink('probe', { fileName: 'probe', mime: null, ttlSeconds: 60 });
  return new URL(probe).origin;
}

/** Builds the whole HTTP + WebSocket server; `main.ts` only listens. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count becomes proxy-addr's own rule: trust the nearest n addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A content link ends with the file's name, up to 255 bytes percent-encoded (765 characters).
    routerOptions: { maxParamLength: 2048 },
    ...SERVER_TIMEOUTS,
    clientErrorHandler,
    frameworkErrors,
  });
  const db =
    overrides.db ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const revocations = new SessionRevocations();
  const verifier =
    overrides.verifier ??
    cachedVerifier(
      createFirebaseVerifier({
        projectId: config.firebase.projectId,
        emulatorHost: config.firebase.emulatorHost,
      }),
      revocations,
    );
  const blobs = overrides.blobs ?? createBlobStore(config);
  const bus =
    overrides.bus ??
    (config.databaseUrl ? await PgEventBus.connect(config.databaseUrl) : new InProcessEventBus());
  const queue = overrides.queue ?? new SqlJobQueue(db, config.maxQueuedJobsPerUser);
  const signer = UrlSigner.fromConfig(
    config.urlSigningSecret,
    config.dataDir,
    config.signedUrlTtlSeconds,
  );
  const links = new ContentLinks(
    signer,
    blobs,
    usesDirectLinks(config, blobs),
    config.signedUrlTtlSeconds,
  );
  const billing =
    overrides.billing ?? createBilling(config, db, (m, e) => app.log.warn({ err: e }, m));
  const users = new UsersService(new UsersRepository(db.kysely), blobs, verifier, bus, billing);
  // Sessions ended in any process (sign-out everywhere, account deletion) end here too.
  const unsubscribeRevocations = bus.subscribe(({ event }) => {
    if (event.event !== 'session_revoked') return;
    revocations.revoke(event.data.uid, event.data.revoked_at);
    users.forget(event.data.uid);
  });
  const files = new FilesService(db, blobs, bus, queue, links);
  const chunks = new ChunksRepository(db.kysely, db.dialect);
  const embeddings = config.embeddings
    ? new EmbeddingsService(
        chunks,
        { baseUrl: config.embeddings.baseUrl, model: config.embeddings.model },
        (m) => app.log.warn(m),
      )
    : null;
  const search = new SearchService(chunks, embeddings);
  const answerer =
    overrides.answerer ??
    new AssistantAnswerer(
      db,
      search,
      signer,
      config.llm
        ? { baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: config.llm.apiKey }
        : null,
      (m) => app.log.warn(m),
    );
  const chat = new ChatService(
    new ChatRepository(db.kysely),
    new FilesRepository(db.kysely),
    answerer,
    new DeletionsRepository(db.kysely),
    new PendingAnswersRepository(db.kysely),
    bus,
  );
  // Questions asked while a file was being processed are answered once it is ready (or failed),
  // in whichever API process learns it first; the processing may run in another process.
  const stopAnsweringWaiting = bus.subscribe(({ userId, event }) => {
    const fileId =
      event.event === 'file_processed'
        ? event.result.id
        : event.event === 'file_status_error' ||
            (event.event === 'file_status_update' && event.data.status === 'failed')
          ? event.data.file_id
          : null;
    if (fileId === null) return;
    chat.answerWaiting(userId, fileId).catch((error: unknown) => {
      app.log.error({ err: error }, 'answering a waiting question failed');
    });
  });
  const ctx: AppContext = {
    config,
    db,
    verifier,
    blobs,
    bus,
    hub: new SocketHub(bus, config.publicUrl),
    limits: new RequestLimits({
      perUser: config.rateLimitPerMinute,
      perIp: config.rateLimitAnonymousPerMinute,
      socketsPerUser: config.rateLimitSocketsPerMinute,
    }),
    queue,
    billing,
    signer,
    links,
    // Presigned links point at the bucket: the pages may load images, videos and PDFs from it.
    contentOrigin: links.direct ? await contentOriginOf(blobs) : null,
    health: new HealthService(db, blobs),
    users,
    files,
    study: new StudyService(
      new StudyItemsRepository(db.kysely),
      files,
      new DeletionsRepository(db.kysely),
    ),
    chat,
    reviews: new ReviewsService(db),
    search,
    chunks: new ChunksService(chunks, new DeletionsRepository(db.kysely)),
    embeddings,
  };

  installErrorHandler(
    app,
    {
      maxUploadMb: Math.round(config.maxUploadBytes / (1024 * 1024)),
      jsonBodyKb: JSON_BODY_LIMIT / 1024,
      maxFields: UPLOAD_LIMITS.fields,
      maxParts: UPLOAD_LIMITS.parts,
    },
    overrides.reportError ?? (await createErrorReporter(config.client.sentryDsn)),
  );
  await installSecurityHeaders(app, config, ctx.contentOrigin);
  installNoStore(app);
  await installCompression(app);
  installBodyTimeout(app, config.requestBodyTimeoutMs);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, ...UPLOAD_LIMITS },
  });
  installAuthHook(app, ctx);

  for (const routes of [
    metaRoutes,
    accountRoutes,
    billingWebhookRoutes,
    fileRoutes,
    contentRoutes,
    studyRoutes,
    changesRoutes,
    reviewRoutes,
    chatRoutes,
    searchRoutes,
    chunkRoutes,
    socketRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  await installStatic(app, config.staticDir);

  app.addHook('onClose', async () => {
    unsubscribeRevocations();
    stopAnsweringWaiting();
    ctx.hub.close();
    await bus.close();
    await verifier.close();
    await db.close();
  });
  return { app, ctx };
}
