import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_BYTES } from './constants';
import { lazySchema } from './lazy-schema';

/** GET /api/v1/client-config: what the PWA needs to know at run time (public, no token). */
export const ClientConfig = lazySchema(() =>
  z.object({
    firebase: z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().nullable(),
    }),
    /** Set when the server runs the Firebase Auth emulator, e.g. http://127.0.0.1:9099. */
    authEmulatorUrl: z.string().nullable(),
    billing: z.enum(['free', 'stripe']),
    stripePublishableKey: z.string().nullable(),
    posthogKey: z.string().nullable(),
    posthogHost: z.string().nullable(),
    sentryDsn: z.string().nullable(),
    /** The origin of file links other than the app's own (presigned S3 links), e.g. https://files.example.org. */
    contentOrigin: z.string().nullable(),
    /** Largest file an upload takes (MAX_UPLOAD_MB); a copy cached by an older app has none. */
    maxUploadBytes: z.number().int().positive().default(DEFAULT_MAX_UPLOAD_BYTES),
  }),
);
export type ClientConfig = z.infer<typeof ClientConfig>;

export const HealthResponse = lazySchema(() =>
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);
