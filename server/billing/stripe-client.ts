import Stripe from 'stripe';
import type { StripeConfig } from '../config';

/**
 * The official SDK. With `apiUrl` (tests) it talks to another Stripe-compatible server through
 * its own host/port/protocol options, so every request still goes through the SDK's code.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Mnemo' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
