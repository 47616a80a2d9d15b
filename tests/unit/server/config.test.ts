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

  it('refuses BILLING=stripe, which this version does not implement, saying what to use', () => {
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(
      /BILLING: stripe is not available yet.*Use BILLING=free/,
    );
    expect(loadConfig({ BILLING: 'free' }).billing).toBe('free');
  });

  it('moves the emulator with AUTH_EMULATOR_PORT', () => {
    expect(loadConfig({ AUTH_EMULATOR_PORT: '9199' }).firebase.emulatorHost).toBe('127.0.0.1:9199');
  });
});
