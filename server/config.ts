import path from 'node:path';
import { z } from 'zod';

/** Every setting, read from the environment with its default. The README lists them all. */
/** A V8 flag as PROCESSING_V8_FLAGS may name it: `--name` or `--name=value`. */
const V8_FLAG_SYNTAX = /^--[a-z][a-z0-9-]*(=[A-Za-z0-9._-]+)?$/;

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    MAX_UPLOAD_MB: z.coerce.number().positive().default(100),
    MAX_PDF_PAGES: z.coerce.number().int().positive().default(2000),
    SIGNED_URL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    URL_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    PUBLIC_URL: z
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
    TRUST_PROXY: z.string().default('false'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_SOCKETS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
    MAX_QUEUED_JOBS_PER_USER: z.coerce.number().int().positive().default(100),
    PROCESSING_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(1),
    PROCESSING_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
    // V8 flags for the process that runs jobs (server/jobs/v8-tiering.ts); unset: Mnemo's choice,
    // `none`: V8's defaults.
    PROCESSING_V8_FLAGS: z
      .string()
      .optional()
      .refine(
        (v) =>
          v === undefined ||
          v === 'none' ||
          v.split(/\s+/).every((f) => f === '' || V8_FLAG_SYNTAX.test(f)),
        'PROCESSING_V8_FLAGS must be V8 flags separated by spaces (--name or --name=value), or none',
      ),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    BILLING: z.enum(['free', 'stripe']).default('free'),
    // Stripe billing (BILLING=stripe)
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PRICE_ID: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    TRIAL_DAYS: z.coerce.number().int().min(1).max(730).default(14),
    STRIPE_API_URL: z
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
    // Identity
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_API_KEY: z.string().optional(),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_APP_ID: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    ALLOW_EMULATOR_ON_NETWORK: z.enum(['true', 'false']).default('false'),
    AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
    // AI endpoints (optional)
    LLM_BASE_URL: z.url().optional(),
    LLM_MODEL: z.string().default('llama3.1'),
    LLM_API_KEY: z.string().optional(),
    STT_BASE_URL: z.url().optional(),
    STT_MODEL: z.string().default('whisper-1'),
    STT_API_KEY: z.string().optional(),
    EMBEDDINGS_BASE_URL: z.url().optional(),
    EMBEDDINGS_MODEL: z.string().default('nomic-embed-text'),
    // Third parties exposed to the client (optional)
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    POSTHOG_KEY: z.string().optional(),
    POSTHOG_HOST: z.string().optional(),
    SENTRY_DSN: z.string().optional(),
    STATIC_DIR: z.string().default('./dist'),
    // File contents on S3-compatible storage (S3_BUCKET set); DATA_DIR/files otherwise
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
    S3_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
    S3_PUBLIC_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]*$/, 'may hold only A-Z a-z 0-9 . _ - /')
      .refine((v) => !v.startsWith('/'), 'must not start with /')
      .default(''),
    S3_CONTENT_LINKS: z.enum(['presigned', 'proxy']).default('presigned'),
  })
  .superRefine((env, ctx) => {
    if (env.BILLING === 'stripe') {
      for (const [name, what] of STRIPE_REQUIRED) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required with BILLING=stripe (${what})`,
          });
        }
      }
    }
    const realProject = env.FIREBASE_PROJECT_ID && !env.FIREBASE_PROJECT_ID.startsWith('demo-');
    if (realProject && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          'must not be set with a real FIREBASE_PROJECT_ID: it makes firebase-admin accept unsigned tokens',
      });
    }
    if (!realProject && !isLoopback(env.HOST) && env.ALLOW_EMULATOR_ON_NETWORK !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message: `is ${env.HOST}, which puts Mnemo on the network while sign-in goes through the Firebase Auth emulator: anyone on the network could sign in as anyone (the emulator accepts any email without a password). Set FIREBASE_PROJECT_ID and the web app settings of a real Firebase project, keep HOST=127.0.0.1, or set ALLOW_EMULATOR_ON_NETWORK=true to accept that risk.`,
      });
    }
    if (env.TRUST_PROXY && parseTrustProxy(env.TRUST_PROXY) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'must be true, false, a number of proxy hops, or a comma-separated list of addresses',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK chain)',
      });
    }
    const s3Set = S3_SETTINGS.filter((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && s3Set.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required with ${s3Set.join(', ')} (file contents stay in DATA_DIR/files without it)`,
      });
    }
    if (
      env.S3_BUCKET &&
      env.S3_CONTENT_LINKS === 'presigned' &&
      env.SIGNED_URL_TTL_SECONDS > MAX_PRESIGNED_TTL_SECONDS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIGNED_URL_TTL_SECONDS'],
        message: `must be at most ${MAX_PRESIGNED_TTL_SECONDS} with presigned S3 links (S3 signs for 7 days at most), or set S3_CONTENT_LINKS=proxy`,
      });
    }
    if (realProject && !env.FIREBASE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_API_KEY'],
        message: 'is required with a real FIREBASE_PROJECT_ID (the web app config)',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Settings that mean nothing without S3_BUCKET (their defaults aside). */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_PUBLIC_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** SigV4 presigned links live at most 7 days; links are signed up to 10 minutes early. */
export const MAX_PRESIGNED_TTL_SECONDS = 7 * 24 * 3600 - 600;

/** What BILLING=stripe cannot start without, each named in the refusal. */
const STRIPE_REQUIRED = [
  ['STRIPE_SECRET_KEY', 'the secret API key, sk_live_… or sk_test_…'],
  ['STRIPE_PRICE_ID', 'the recurring price of the subscription, price_…'],
  ['STRIPE_WEBHOOK_SECRET', "the webhook endpoint's signing secret, whsec_…"],
  ['STRIPE_PUBLISHABLE_KEY', 'the publishable key the card form uses, pk_live_… or pk_test_…'],
] as const;

/** Whether HOST keeps the server on this computer. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Fastify's `trustProxy`: false, true, a hop count, or addresses/CIDRs; null when unreadable. */
export type TrustProxy = boolean | number | string;

function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === 'false' || v === '') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return /^[0-9a-fA-F.:/,\s]+$/.test(v) ? v : null;
}

export const DEMO_PROJECT_ID = 'demo-mnemo';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  databaseUrl: string | null;
  logLevel: Env['LOG_LEVEL'];
  maxUploadBytes: number;
  maxPdfPages: number;
  signedUrlTtlSeconds: number;
  urlSigningSecret: string | null;
  /** Origin of links the server writes (file links, citations): never the request's Host. */
  publicUrl: string;
  trustProxy: TrustProxy;
  rateLimitPerMinute: number;
  rateLimitAnonymousPerMinute: number;
  rateLimitSocketsPerMinute: number;
  requestBodyTimeoutMs: number;
  maxQueuedJobsPerUser: number;
  processingConcurrency: number;
  processingTimeoutMs: number;
  /** V8 flags set before the first job thread starts; null: Mnemo's own (jobs/v8-tiering.ts). */
  processingV8Flags: string[] | null;
  /**
   * A running job whose process has not renewed its lock for this long is queued again (its
   * process died): processes renew their jobs' locks every third of it.
   */
  jobLeaseMs: number;
  billing: Env['BILLING'];
  /** Set with BILLING=stripe. */
  stripe: StripeConfig | null;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    appId: string | null;
    /** host:port of the Auth emulator, or null for a real project. */
    emulatorHost: string | null;
  };
  llm: { baseUrl: string; model: string; apiKey: string | null } | null;
  stt: { baseUrl: string; model: string; apiKey: string | null } | null;
  embeddings: { baseUrl: string; model: string } | null;
  client: {
    stripePublishableKey: string | null;
    posthogKey: string | null;
    posthogHost: string | null;
    sentryDsn: string | null;
  };
  staticDir: string;
  /** File contents on S3-compatible storage; null keeps them in `filesDir`. */
  s3: S3Config | null;
}

export interface S3Config {
  bucket: string;
  endpoint: string | null;
  publicEndpoint: string | null;
  region: string;
  /** Null: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  keyPrefix: string;
  /** `presigned`: file links go to the bucket; `proxy`: to the API's signed route, which reads the bucket. */
  contentLinks: 'presigned' | 'proxy';
}

export interface StripeConfig {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  trialDays: number;
  /** Another Stripe-compatible API (tests); null for Stripe's own. */
  apiUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to the empty string (`FOO= npm start`, an empty line of a compose file) is unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const emulated = !e.FIREBASE_PROJECT_ID || e.FIREBASE_PROJECT_ID.startsWith('demo-');
  const projectId = e.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    maxPdfPages: e.MAX_PDF_PAGES,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    urlSigningSecret: e.URL_SIGNING_SECRET ?? null,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitAnonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    rateLimitSocketsPerMinute: e.RATE_LIMIT_SOCKETS_PER_MINUTE,
    requestBodyTimeoutMs: Math.round(e.REQUEST_BODY_TIMEOUT_SECONDS * 1000),
    maxQueuedJobsPerUser: e.MAX_QUEUED_JOBS_PER_USER,
    processingConcurrency: e.PROCESSING_CONCURRENCY,
    processingTimeoutMs: e.PROCESSING_TIMEOUT_SECONDS * 1000,
    processingV8Flags:
      e.PROCESSING_V8_FLAGS === undefined
        ? null
        : e.PROCESSING_V8_FLAGS === 'none'
          ? []
          : e.PROCESSING_V8_FLAGS.split(/\s+/).filter(Boolean),
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    billing: e.BILLING,
    stripe:
      e.BILLING === 'stripe'
        ? {
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            priceId: e.STRIPE_PRICE_ID ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            trialDays: e.TRIAL_DAYS,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
    firebase: {
      projectId,
      apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      appId: e.FIREBASE_APP_ID ?? null,
      emulatorHost: emulated
        ? (e.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${e.AUTH_EMULATOR_PORT}`)
        : null,
    },
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY ?? null }
      : null,
    stt: e.STT_BASE_URL
      ? { baseUrl: e.STT_BASE_URL, model: e.STT_MODEL, apiKey: e.STT_API_KEY ?? null }
      : null,
    embeddings: e.EMBEDDINGS_BASE_URL
      ? { baseUrl: e.EMBEDDINGS_BASE_URL, model: e.EMBEDDINGS_MODEL }
      : null,
    client: {
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      posthogKey: e.POSTHOG_KEY ?? null,
      posthogHost: e.POSTHOG_HOST ?? null,
      sentryDsn: e.SENTRY_DSN ?? null,
    },
    staticDir: path.resolve(e.STATIC_DIR),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          publicEndpoint: e.S3_PUBLIC_ENDPOINT ?? null,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          keyPrefix: e.S3_KEY_PREFIX,
          contentLinks: e.S3_CONTENT_LINKS,
        }
      : null,
  };
}

/** http://HOST:PORT, with "localhost" for a wildcard HOST (set PUBLIC_URL for other machines). */
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** For entry points: the configuration, or the reason printed and the process ended. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
