import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AppError, unauthorized } from '../errors';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  /** When the user signed in (the token's `auth_time`, seconds): sessions ended later refuse it. */
  authTime: number;
}

/** Turns a bearer ID token into the identity it proves (or a 401), and ends identities. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** Ends every session of the user: tokens issued before now stop working. */
  revokeSessions(uid: string): Promise<void>;
  /** Deletes the account at the identity provider (nothing when it is already gone). */
  deleteIdentity(uid: string): Promise<void>;
  close(): Promise<void>;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator; firebase-admin then accepts its unsigned tokens. */
  emulatorHost: string | null;
}

export const AUTH_MESSAGES = {
  missing: 'Missing bearer token. Sign in and try again.',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Invalid authentication token.',
  revoked: 'This session was ended (signed out of all devices). Please sign in again.',
  disabled: 'This account is disabled.',
  noAccount: 'This account does not exist (it may have been deleted). Please sign in again.',
} as const;

const MESSAGE_OF_CODE: Record<string, string> = {
  'auth/id-token-expired': AUTH_MESSAGES.expired,
  'auth/id-token-revoked': AUTH_MESSAGES.revoked,
  'auth/user-disabled': AUTH_MESSAGES.disabled,
  'auth/user-not-found': AUTH_MESSAGES.noAccount,
};

const codeOf = (error: unknown): string => (error as { code?: string }).code ?? '';

export const IDENTITY_UNAVAILABLE =
  'The sign-in service could not be reached to check your session. Please try again shortly.';

/**
 * Failures of the check itself, not of the token: no network to Google's keys or the emulator,
 * or (with a real project) no service-account credentials for the revocation check. Answered
 * 503 and reported, never a 401 that would sign every user out.
 */
function checkFailed(code: string): boolean {
  return (
    code.startsWith('app/') ||
    code === 'auth/internal-error' ||
    code === 'auth/invalid-credential' ||
    code === 'auth/insufficient-permission'
  );
}

/**
 * firebase-admin: signatures checked against Google's keys (or the emulator's unsigned tokens),
 * and `checkRevoked` on every verification, so a revoked, disabled or deleted account's token is
 * refused (callers cache verified tokens briefly; see cached-verifier.ts).
 */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const app: App = initializeApp(
    { projectId: options.projectId },
    `mnemo-${Date.now()}-${Math.random()}`,
  );
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        return { uid: decoded.uid, email: decoded.email ?? null, authTime: decoded.auth_time };
      } catch (error) {
        const code = codeOf(error);
        if (checkFailed(code))
          throw new AppError('unavailable', IDENTITY_UNAVAILABLE, undefined, error);
        throw unauthorized(MESSAGE_OF_CODE[code] ?? AUTH_MESSAGES.invalid);
      }
    },
    async revokeSessions(uid) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error;
      }
    },
    async deleteIdentity(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
