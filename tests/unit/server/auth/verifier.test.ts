import { describe, expect, it, vi } from 'vitest';

let failure: { code: string; message: string } | null = null;
vi.mock('firebase-admin/app', () => ({
  initializeApp: () => ({}),
  deleteApp: async () => undefined,
}));
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    verifyIdToken: async () => {
      if (failure) throw Object.assign(new Error(failure.message), { code: failure.code });
      return { uid: 'u1', email: 'a@example.com', auth_time: 1 };
    },
  }),
}));

const { AUTH_MESSAGES, IDENTITY_UNAVAILABLE, createFirebaseVerifier } =
  await import('../../../../server/auth/verifier');

describe('createFirebaseVerifier', () => {
  const verifier = createFirebaseVerifier({ projectId: 'real-project', emulatorHost: null });
  const outcome = async (code: string) => {
    failure = { code, message: code };
    try {
      await verifier.verify('token');
      return null;
    } catch (error) {
      return error as { status: number; message: string };
    }
  };

  it('answers 401 with the reason for a bad, expired, revoked or deleted identity', async () => {
    expect(await outcome('auth/id-token-expired')).toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.expired,
    });
    expect(await outcome('auth/id-token-revoked')).toMatchObject({ status: 401 });
    expect(await outcome('auth/user-not-found')).toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.noAccount,
    });
    expect(await outcome('auth/argument-error')).toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.invalid,
    });
  });

  it('answers 503 when the check itself fails (no network, no credentials), never a 401', async () => {
    for (const code of ['app/network-error', 'app/invalid-credential', 'auth/internal-error']) {
      expect(await outcome(code)).toMatchObject({ status: 503, message: IDENTITY_UNAVAILABLE });
    }
  });

  it('returns the identity of a good token', async () => {
    failure = null;
    expect(await verifier.verify('token')).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      authTime: 1,
    });
  });
});
