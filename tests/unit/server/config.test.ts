import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeNull();
    expect(c.billing).toBe('free');
    expect(c.firebase).toMatchObject({ projectId: 'demo-mnemo', emulatorHost: '127.0.0.1:9099' });
    expect(c.maxUploadBytes).toBe(100 * 1024 * 1024);
    expect(c.processingConcurrency).toBe(1);
    expect(c.llm).toBeNull();
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BILLING: 'paypal' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('refuses the emulator host with a real project, and a real project without its API key', () => {
    expect(() =>
      loadConfig({
        FIREBASE_PROJECT_ID: 'my-app',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/unsigned tokens/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'my-app' })).toThrow(/FIREBASE_API_KEY/);
    const real = loadConfig({ FIREBASE_PROJECT_ID: 'my-app', FIREBASE_API_KEY: 'k' });
    expect(real.firebase.emulatorHost).toBeNull();
  });

  it('refuses BILLING=stripe without its keys, naming each missing variable', () => {
    let message = '';
    try {
      loadConfig({ BILLING: 'stripe', STRIPE_PRICE_ID: 'price_1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: is required with BILLING=stripe/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: is required with BILLING=stripe/);
    expect(message).toMatch(/STRIPE_PUBLISHABLE_KEY: is required with BILLING=stripe/);
    expect(message).not.toMatch(/STRIPE_PRICE_ID/);
    expect(loadConfig({ BILLING: 'free' })).toMatchObject({ billing: 'free', stripe: null });
    expect(() => loadConfig({ BILLING: 'free', TRIAL_DAYS: '0' })).toThrow(/TRIAL_DAYS/);
  });

  it('reads the Stripe settings, with a 14-day trial by default', () => {
    const env = {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    };
    expect(loadConfig(env).stripe).toEqual({
      secretKey: 'sk_test_1',
      priceId: 'price_1',
      webhookSecret: 'whsec_1',
      trialDays: 14,
      apiUrl: null,
    });
    expect(loadConfig({ ...env, TRIAL_DAYS: '30' }).stripe?.trialDays).toBe(30);
    expect(loadConfig(env).client.stripePublishableKey).toBe('pk_test_1');
  });

  it('moves the emulator with AUTH_EMULATOR_PORT', () => {
    expect(loadConfig({ AUTH_EMULATOR_PORT: '9199' }).firebase.emulatorHost).toBe('127.0.0.1:9199');
  });

  it('refuses the emulator on a network address unless told to accept the risk', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /HOST: is 0\.0\.0\.0.*anyone on the network could sign in as anyone.*ALLOW_EMULATOR_ON_NETWORK=true/s,
    );
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    const real = { FIREBASE_PROJECT_ID: 'my-app', FIREBASE_API_KEY: 'k', HOST: '0.0.0.0' };
    expect(loadConfig(real).host).toBe('0.0.0.0');
  });

  it('builds links from PUBLIC_URL, by default from HOST and PORT', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(
      loadConfig({ PORT: '9000', HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' }).publicUrl,
    ).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://study.example.org/' }).publicUrl).toBe(
      'https://study.example.org',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it("reads PROCESSING_V8_FLAGS as V8 flags, none as V8's defaults, unset as Mnemo's", () => {
    expect(loadConfig({}).processingV8Flags).toBeNull();
    expect(loadConfig({ PROCESSING_V8_FLAGS: 'none' }).processingV8Flags).toEqual([]);
    expect(
      loadConfig({ PROCESSING_V8_FLAGS: ' --interrupt-budget=67584  --no-turbo-inlining ' })
        .processingV8Flags,
    ).toEqual(['--interrupt-budget=67584', '--no-turbo-inlining']);
    expect(() => loadConfig({ PROCESSING_V8_FLAGS: 'interrupt-budget=1' })).toThrow(
      /PROCESSING_V8_FLAGS/,
    );
    expect(() => loadConfig({ PROCESSING_V8_FLAGS: '--expose-gc; rm -rf /' })).toThrow(
      /PROCESSING_V8_FLAGS/,
    );
  });

  it('reads a variable set to the empty string as unset', () => {
    const c = loadConfig({ FIREBASE_PROJECT_ID: '', FIREBASE_AUTH_EMULATOR_HOST: '', PORT: '' });
    expect(c.firebase).toMatchObject({ projectId: 'demo-mnemo', emulatorHost: '127.0.0.1:9099' });
    expect(c.port).toBe(8080);
  });

  it('keeps file contents in DATA_DIR without S3_BUCKET, and reads the S3 settings with it', () => {
    expect(loadConfig({}).s3).toBeNull();
    const c = loadConfig({
      S3_BUCKET: 'mnemo-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.org',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'mnemo/',
    });
    expect(c.s3).toEqual({
      bucket: 'mnemo-files',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.org',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'mnemo/',
      contentLinks: 'presigned',
    });
    // No keys: the AWS SDK's own chain (environment, profile, instance or task role).
    expect(loadConfig({ S3_BUCKET: 'mnemo-files' }).s3?.credentials).toBeNull();
  });

  it('names S3 settings that cannot work', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET: is required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b1b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket/);
    expect(() => loadConfig({ S3_BUCKET: 'b1b', S3_KEY_PREFIX: '/abs' })).toThrow(/S3_KEY_PREFIX/);
    // Presigned links live 7 days at most; the API's route has no such limit.
    expect(() => loadConfig({ S3_BUCKET: 'b1b', SIGNED_URL_TTL_SECONDS: '700000' })).toThrow(
      /SIGNED_URL_TTL_SECONDS: must be at most 604200/,
    );
    expect(
      loadConfig({ S3_BUCKET: 'b1b', S3_CONTENT_LINKS: 'proxy', SIGNED_URL_TTL_SECONDS: '700000' })
        .s3?.contentLinks,
    ).toBe('proxy');
  });
});
