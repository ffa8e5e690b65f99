// Verifies Firebase ID tokens with firebase-admin: against the local Auth emulator for a demo
// project, against real Firebase otherwise. The verified uid is the only identity resolvers see.
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { invalidCredentials } from '../kernel/errors';

export interface Viewer {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** The sign-in provider of this session (password, google.com, anonymous, ...). */
  signInProvider: string;
  /** Seconds since epoch: when the user signed in (auth_time). */
  authTime: number;
}

/**
 * Whose data a read is about: the signed-in viewer's own, or an embed owner's (an embed token
 * reads its owner's data without being that owner). Read-only services take this, not a Viewer.
 */
export type DataOwner = Pick<Viewer, 'uid'>;

export interface TokenVerifier {
  /** null for an absent or empty bearer token; throws UNAUTHENTICATED for a bad one. */
  verifyAuthorization(header: string | undefined | null): Promise<Viewer | null>;
  auth: Auth;
}

export const REVOKED_MESSAGE = 'You were signed out of all devices. Please sign in again.';

const USER_FACING: Record<string, string> = {
  // Against the emulator firebase-admin also checks revocation itself (it calls getUser).
  'auth/id-token-revoked': REVOKED_MESSAGE,
  'auth/user-disabled': 'This account has been disabled. Contact support to restore it.',
  'auth/id-token-expired': 'Your session has expired. Please sign in again.',
};

export interface TokenVerifierOptions {
  projectId: string;
  emulatorHost?: string;
  credentialsFile?: string;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  if (options.emulatorHost) {
    // firebase-admin reads the emulator host from the environment at call time.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  }
  const name = `portfolio-${options.projectId}`;
  const app: App =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        projectId: options.projectId,
        ...(options.credentialsFile ? { credential: cert(options.credentialsFile) } : {}),
      },
      name,
    );
  const auth = getAuth(app);

  return {
    auth,
    async verifyAuthorization(header) {
      const token = parseBearer(header);
      if (!token) return null;
      try {
        const decoded = await auth.verifyIdToken(token);
        const provider = decoded.firebase?.sign_in_provider ?? 'unknown';
        return {
          uid: decoded.uid,
          isAnonymous: provider === 'anonymous',
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified ?? false,
          name: (decoded.name as string | undefined) ?? null,
          picture: decoded.picture ?? null,
          signInProvider: provider,
          authTime: decoded.auth_time,
        };
      } catch (error) {
        // Only reasons that help a real user are told; never what a forger got wrong.
        const code = (error as { code?: string }).code ?? '';
        throw invalidCredentials(USER_FACING[code] ?? 'Your session is not valid. Please sign in again.');
      }
    },
  };
}

/** "Bearer abc" -> "abc"; "", "Bearer", "Bearer " -> null (the header is empty when no user). */
export function parseBearer(header: string | undefined | null): string | null {
  const value = (header ?? '').trim();
  if (value === '' || value === 'Bearer') return null;
  const match = /^Bearer\s+(\S+)$/.exec(value);
  if (!match?.[1]) throw invalidCredentials('The Authorization header must be "Bearer <token>" or empty.');
  return match[1];
}
