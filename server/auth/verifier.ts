import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { unauthorized } from '../errors';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
}

/** Turns a bearer ID token into the identity it proves, or throws a 401 AppError. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
  close(): Promise<void>;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator; firebase-admin then accepts its unsigned tokens. */
  emulatorHost: string | null;
}

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
        const decoded = await auth.verifyIdToken(idToken);
        return { uid: decoded.uid, email: decoded.email ?? null };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        throw unauthorized(
          code === 'auth/id-token-expired'
            ? 'Your session has expired. Please sign in again.'
            : 'Invalid authentication token.',
        );
      }
    },
    close: () => deleteApp(app),
  };
}
