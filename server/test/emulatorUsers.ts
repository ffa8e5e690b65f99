// Real users and ID tokens from the Firebase Auth emulator, through its REST API (the same
// endpoints the web SDK calls), plus hand-made bad tokens for the refusal tests.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import { TEST_PROJECT_ID } from '../../jest/testProject';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: Jest global setup starts the emulator.');
  return `http://${host}/${path}`;
}

/**
 * POST JSON to the emulator over a fresh connection each time. Not fetch: its pooled keep-alive
 * sockets (shared by every suite a Jest worker runs) can be closed by the emulator just as a
 * request reuses one ("other side closed" on a loaded machine), and fetch will not let a caller
 * turn keep-alive off.
 */
function post<T>(path: string, body: unknown, asAdmin = false): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const request = http.request(
      emulatorUrl(path),
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          // The emulator accepts "Bearer owner" as admin credentials for project-level calls.
          ...(asAdmin ? { authorization: 'Bearer owner' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const json = JSON.parse(text) as T & { error?: { message: string } };
          if ((response.statusCode ?? 500) >= 400) reject(new Error(`Auth emulator ${path}: ${json.error?.message ?? response.statusCode}`));
          else resolve(json);
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const PASSWORD = 'correct-horse-battery';

export interface TestUser {
  uid: string;
  email: string | null;
  idToken: string;
}

export async function signUpUser(options: { displayName?: string; email?: string } = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const created = await post<{ idToken: string; localId: string }>('identitytoolkit.googleapis.com/v1/accounts:signUp?key=test', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  if (!options.displayName) return { uid: created.localId, email, idToken: created.idToken };
  await post('identitytoolkit.googleapis.com/v1/accounts:update?key=test', { idToken: created.idToken, displayName: options.displayName });
  // A fresh sign-in gives a token that carries the new name.
  return { uid: created.localId, email, idToken: await signInWithPassword(email) };
}

/** A new session (another device) for an existing e-mail user: its ID token. */
export async function signInWithPassword(email: string): Promise<string> {
  const signedIn = await post<{ idToken: string }>('identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

/** Marks the user's address verified (as its verification link would) and signs in again: the new token says so. */
export async function verifyEmail(user: TestUser): Promise<TestUser> {
  await post(`identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`, { localId: user.uid, emailVerified: true }, true);
  return { ...user, idToken: await signInWithPassword(user.email!) };
}

export async function emulatorAccountExists(uid: string): Promise<boolean> {
  const found = await post<{ users?: unknown[] }>(`identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:lookup`, { localId: [uid] }, true);
  return (found.users ?? []).length > 0;
}

export async function signInAnonymously(): Promise<TestUser> {
  const created = await post<{ idToken: string; localId: string }>('identitytoolkit.googleapis.com/v1/accounts:signUp?key=test', {
    returnSecureToken: true,
  });
  return { uid: created.localId, email: null, idToken: created.idToken };
}

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function claimsFor(uid: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
}

/** An RS256 token signed with a key Google never issued, claiming to be `uid`. */
export function forgedSignedToken(uid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${b64url({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${b64url(claimsFor(uid))}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

/** An unsigned token shaped like the emulator's, but for another project. */
export function otherProjectToken(uid: string): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsFor(uid, { aud: 'demo-someone-else', iss: 'https://securetoken.google.com/demo-someone-else' }))}.`;
}

/** An unsigned emulator-shaped token of `uid` that expires in `seconds`. */
export function shortLivedToken(uid: string, seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsFor(uid, { exp: now + seconds }))}.`;
}

/** An unsigned emulator-shaped token that expired an hour ago. */
export function expiredToken(uid: string): string {
  const past = Math.floor(Date.now() / 1000) - 7200;
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsFor(uid, { iat: past, auth_time: past, exp: past + 3600 }))}.`;
}
