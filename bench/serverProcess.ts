// The real server in a child process for the server phases of the bench (its memory is its own,
// read from /proc, not the bench's), tokens for fixed uids, and a GraphQL caller.
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

/** The real server in a child process (bench/server.ts). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_SERVER_PROFILE=dir writes a V8 CPU profile of each server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', 'bench/server.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
  });
  const statusKb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
  return {
    url,
    residentMb: () => statusKb('VmRSS') / 1024,
    peakMb: () => statusKb('VmHWM') / 1024,
    async stop() {
      const peak = statusKb('VmHWM');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return peak;
    },
  };
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
