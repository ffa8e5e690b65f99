// The real server in a child process for the server phases of the bench (its memory is its own,
// read from /proc, not the bench's), tokens for fixed uids and new users, and a GraphQL caller.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export type Call = <T = unknown>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export interface ServerProcess {
  url: string;
  /** Resident memory now, MB. */
  residentMb(): number;
  /** Peak resident memory so far (VmHWM), MB. */
  peakMb(): number;
  /** Stops the server; returns its peak resident memory in KB (VmHWM). */
  stop(): Promise<number>;
}

/** The real server in a child process (bench/server.ts): its CPU and memory are not the bench's nor the browser's. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_SERVER_PROFILE=dir writes a V8 CPU profile of each server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', 'bench/server.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
  });
  // A process that already exited has no status file: it reads as 0.
  const statusKb = (field: string) => {
    const status = `/proc/${child.pid}/status`;
    return fs.existsSync(status) ? Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(status, 'utf8'))?.[1] ?? 0) : 0;
  };
  return {
    url,
    residentMb: () => statusKb('VmRSS') / 1024,
    peakMb: () => statusKb('VmHWM') / 1024,
    async stop() {
      const peak = statusKb('VmHWM');
      child.kill('SIGTERM');
      // A server stuck in a long task would keep the bench waiting: it gets 10 s to close.
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      return peak;
    },
  };
}

/**
 * A new e-mail and password user on the Auth emulator; returns its first ID token. With
 * `verifiedIn` (the project id) its address is marked verified: the app keeps an unverified
 * password account on the verify-email screen, so a browser phase would never reach the screen
 * it measures.
 */
export async function signUpOnEmulator(host: string, email: string, password: string, { verifiedIn }: { verifiedIn?: string } = {}): Promise<string> {
  const emulator = (path: string, body: unknown, admin = false) =>
    fetch(`http://${host}/${path}`, {
      method: 'POST',
      // "owner" is the emulator's admin credential, needed to mark the address verified.
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = await emulator('identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench', { email, password, returnSecureToken: true });
  if (!signUp.ok) throw new Error(`The Auth emulator refused the sign-up: ${await signUp.text()}`);
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  if (verifiedIn) {
    const verified = await emulator(`identitytoolkit.googleapis.com/v1/projects/${verifiedIn}/accounts:update`, { localId, emailVerified: true }, true);
    if (!verified.ok) throw new Error(`The Auth emulator did not mark ${email} verified: ${await verified.text()}`);
  }
  return idToken;
}

/**
 * A token for a fixed uid, so a kept ledger stays its owner's across emulator restarts: the
 * emulator accepts an unsigned custom token (it would refuse one in production).
 */
export async function tokenForUid(host: string, uid: string): Promise<string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iat: now, exp: now + 3600, iss: 'bench@example.com', sub: 'bench@example.com', uid };
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`The Auth emulator refused a custom token for ${uid}.`);
  return idToken;
}

/** GraphQL over HTTP as `token`'s user; a GraphQL error throws. */
export const graphqlCaller =
  (url: string, token: string): Call =>
  async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return body.data!;
  };
