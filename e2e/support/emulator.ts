// The Firebase Auth emulator of the browser journeys, through its REST API: accounts, the
// out-of-band codes (the e-mails it would have sent), and quick users for journeys that only need
// someone signed in. Reads E2E_AUTH_EMULATOR_HOST, which e2e/globalSetup.ts sets.
import { randomUUID } from 'node:crypto';
import { E2E_PROJECT_ID } from '../globalSetup';

function emulatorUrl(path: string): string {
  const host = process.env.E2E_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('E2E_AUTH_EMULATOR_HOST is not set: e2e/globalSetup.ts starts the emulator.');
  return `http://${host}/${path}`;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(emulatorUrl(path), {
    method,
    // "owner" is the emulator's admin credential; no keep-alive (the emulator drops idle sockets).
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner', connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method} ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A fresh address for one journey, so journeys never share accounts. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function clearEmulatorAccounts(): Promise<void> {
  await call('DELETE', `emulator/v1/projects/${E2E_PROJECT_ID}/accounts`);
}

export interface EmulatorOobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';
  oobCode: string;
  oobLink: string;
}

/** The e-mail links the emulator "sent", oldest first, optionally only those to `email`. */
export async function emulatorOobLinks(email?: string): Promise<EmulatorOobCode[]> {
  const { oobCodes } = await call<{ oobCodes: EmulatorOobCode[] }>('GET', `emulator/v1/projects/${E2E_PROJECT_ID}/oobCodes`);
  return email ? oobCodes.filter((code) => code.email === email.toLowerCase()) : oobCodes;
}

/** The newest link of `requestType` sent to `email`. */
export async function latestOobLink(email: string, requestType: EmulatorOobCode['requestType']): Promise<EmulatorOobCode> {
  const link = (await emulatorOobLinks(email)).filter((code) => code.requestType === requestType).at(-1);
  if (!link) throw new Error(`The emulator sent no ${requestType} link to ${email}`);
  return link;
}

/**
 * The app's own action handler for an emulator link. In production the project's e-mail
 * templates point their action URL at /app/auth/action; the emulator always links to its own
 * page instead, so the journeys carry the link's query (mode, oobCode, continueUrl) across.
 */
export function appActionPath(oobLink: string): string {
  return `/app/auth/action${new URL(oobLink).search}`;
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  providerUserInfo?: { providerId: string; email?: string }[];
}

export async function emulatorAccounts(): Promise<EmulatorAccount[]> {
  const { userInfo } = await call<{ userInfo?: EmulatorAccount[] }>('POST', `identitytoolkit.googleapis.com/v1/projects/${E2E_PROJECT_ID}/accounts:query`, {});
  return userInfo ?? [];
}

export async function emulatorAccount(uid: string): Promise<EmulatorAccount | undefined> {
  return (await emulatorAccounts()).find((account) => account.localId === uid);
}

export async function emulatorAccountByEmail(email: string): Promise<EmulatorAccount | undefined> {
  return (await emulatorAccounts()).find((account) => account.email === email.toLowerCase());
}

/**
 * An e-mail/password account made directly in the emulator (no UI), verified unless told
 * otherwise: for journeys that only need someone to sign in.
 */
export async function createEmulatorUser(options: { email?: string; password?: string; name?: string; verified?: boolean } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-battery';
  const created = await call<{ localId: string }>('POST', 'identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e', {
    email,
    password,
    displayName: options.name,
    returnSecureToken: true,
  });
  await call('POST', `identitytoolkit.googleapis.com/v1/projects/${E2E_PROJECT_ID}/accounts:update`, {
    localId: created.localId,
    emailVerified: options.verified ?? true,
    ...(options.name ? { displayName: options.name } : {}),
  });
  return { uid: created.localId, email, password, name: options.name ?? null };
}
