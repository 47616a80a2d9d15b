import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../../contract/config';
import type { AppContext } from '../context';

export async function metaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const health = async () => {
    await ctx.health.liveness();
    return { status: 'ok', database: 'ok' };
  };
  app.get('/healthz', health);
  app.get('/api/health', health);
  // Readiness for a load balancer: 503 while the database or the file store cannot be reached.
  app.get('/readyz', async (_request, reply) => {
    const { ready, database, storage } = await ctx.health.readiness();
    reply.header('Cache-Control', 'no-store');
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'unavailable',
      database,
      storage,
    });
  });

  const { config } = ctx;
  const clientConfig: ClientConfig = {
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      appId: config.firebase.appId,
    },
    authEmulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
    billing: config.billing,
    stripePublishableKey: config.client.stripePublishableKey,
    posthogKey: config.client.posthogKey,
    posthogHost: config.client.posthogHost,
    sentryDsn: config.client.sentryDsn,
    contentOrigin: ctx.contentOrigin,
    maxUploadBytes: config.maxUploadBytes,
  };
  app.get('/api/v1/client-config', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return clientConfig;
  });
}
