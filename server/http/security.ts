import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { staticInlineScriptHashes } from './inline-scripts';

/**
 * Security headers and a strict CSP for the PWA: scripts only from this origin (plus Google's
 * sign-in script, which the Firebase popup flow loads, and index.html's boot script by hash), connections only to this origin, the
 * identity provider and its emulator, frames only for our own viewer and YouTube's player (and,
 * with Stripe billing, Stripe.js and its card frames). With presigned S3 links, images, videos
 * and PDFs (fetched by the PDF page) may come from the bucket's origin, `contentOrigin`.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  contentOrigin: string | null = null,
): Promise<void> {
  const content = contentOrigin ? [contentOrigin] : [];
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  const identity = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ];
  const telemetry = [
    config.client.posthogHost,
    config.client.sentryDsn ? new URL(config.client.sentryDsn).origin : null,
  ].filter((v): v is string => Boolean(v));
  // Stripe.js and its card fields (Stripe's CSP guide), only when Stripe billing is on.
  const stripe = config.billing === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeConnect = stripe ? ['https://api.stripe.com'] : [];
  const stripeImages = stripe ? ['https://*.stripe.com'] : [];
  // The boot script of index.html, allowed by its hash (no 'unsafe-inline').
  const inlineScripts = staticInlineScriptHashes(config.staticDir);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...inlineScripts,
          'https://apis.google.com',
          "'wasm-unsafe-eval'",
          ...stripeScripts,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...stripeImages, ...content],
        mediaSrc: ["'self'", 'blob:', ...content],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'ws:',
          'wss:',
          ...identity,
          ...emulator,
          ...telemetry,
          ...stripeConnect,
          ...content,
        ],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          `https://${config.firebase.authDomain}`,
          ...emulator,
          ...stripeFrames,
        ],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The Firebase popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * API answers hold a user's data: no browser or proxy cache keeps them (ASVS 8.2.1). Calls that
 * set their own policy keep it (file content links, the public client config).
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
