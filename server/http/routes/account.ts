import type { FastifyInstance } from 'fastify';
import { SubscribeBody, UpdatePaymentBody } from '../../../contract/subscriptions';
import { RegisterUserBody } from '../../../contract/users';
import { AppError } from '../../errors';
import { ACCOUNT_MESSAGES } from '../../services/users';
import { identityOf, userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

/** Users and subscriptions: the identity comes from the token, never from the body. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The only call that creates an account: the app sends it on every sign-in.
  app.post('/api/v1/users', async (req) => {
    const user = identityOf(req);
    const body = parse(RegisterUserBody, req.body, 'body');
    if (body.firebase_uid !== user.uid) {
      throw new AppError('validation', 'firebase_uid does not match the signed-in user.', [
        { msg: 'firebase_uid does not match the signed-in user', loc: ['body', 'firebase_uid'] },
      ]);
    }
    const row = await ctx.users.upsert(user.uid, user.email ?? body.email ?? null);
    return {
      status: 'success',
      data: {
        id: row.id,
        firebase_uid: row.firebase_uid,
        email: row.email,
        created_at: row.created_at,
      },
    };
  });
  app.delete('/api/v1/users', async (req) => {
    await ctx.users.deleteAccount(identityOf(req), req.currentUser);
    return { status: 'success', message: ACCOUNT_MESSAGES.deleted };
  });
  app.delete('/api/v1/users/sessions', async (req) => {
    await ctx.users.signOutEverywhere(identityOf(req), req.currentUser);
    return { status: 'success', message: ACCOUNT_MESSAGES.signedOutEverywhere };
  });

  app.get('/api/v1/subscriptions/status', async (req) => ctx.billing.status(userOf(req)));
  app.post('/api/v1/subscriptions/subscribe', async (req) =>
    ctx.billing.subscribe(userOf(req), parse(SubscribeBody, req.body, 'body').payment_method),
  );
  app.post('/api/v1/subscriptions/update-payment', async (req) =>
    ctx.billing.updatePayment(
      userOf(req),
      parse(UpdatePaymentBody, req.body, 'body').payment_method_id,
    ),
  );
  app.post('/api/v1/subscriptions/start-trial', async (req) => ctx.billing.startTrial(userOf(req)));
  app.post('/api/v1/subscriptions/cancel', async (req) => ctx.billing.cancel(userOf(req)));
}
