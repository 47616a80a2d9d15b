import type { FastifyInstance } from 'fastify';
import { STRIPE_WEBHOOK_PATH } from '../../../contract/subscriptions';
import { AppError } from '../../errors';
import type { AppContext } from '../context';

/**
 * Stripe's webhook: no bearer token (the auth hook lets it through); the signature is checked
 * on the exact bytes received, so this scope reads JSON bodies as raw buffers.
 */
export async function billingWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(STRIPE_WEBHOOK_PATH, async (req) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    try {
      await ctx.billing.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof AppError && error.code === 'bad_request')
        ctx.limits.anonymousCall(req.ip);
      throw error;
    }
    return { received: true };
  });
}
