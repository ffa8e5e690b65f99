// Signing up and in through the real screens, and reading the session the page holds: shared
// by every browser journey that needs a user.
import { expect, type Page } from '@playwright/test';
import { appActionPath, latestOobLink } from './emulator';

export interface Credentials {
  email: string;
  password: string;
}

/** Opens sign-up, fills every field, submits, and waits for the verify-email screen. */
export async function signUpThroughUi(page: Page, user: Credentials & { name: string }): Promise<void> {
  await page.goto('/app/auth/sign-up');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/verify-email$/);
}

/** Fills the sign-in form (opening it unless the page is already there) and submits it. */
export async function submitSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  if (!/\/app\/auth\/sign-in$/.test(page.url())) await page.goto('/app/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the sign-in screen and waits until the app has left it. */
export async function signInThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await submitSignIn(page, credentials);
  await expect(page).not.toHaveURL(/\/app\/auth\//);
}

/** Follows the newest verification link sent to `email` through the app's action handler. */
export async function verifyEmailThroughLink(page: Page, email: string): Promise<void> {
  const link = await latestOobLink(email, 'VERIFY_EMAIL');
  await page.goto(appActionPath(link.oobLink));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
}

/** A new, verified user signed in on `page` through the screens, on the home route. */
export async function signUpVerifiedThroughUi(page: Page, user: Credentials & { name: string }): Promise<void> {
  await signUpThroughUi(page, user);
  await verifyEmailThroughLink(page, user.email);
  await page.getByRole('link', { name: 'Continue to the app' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
}

export interface PageSession {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
}

/** The Firebase user the page has persisted (IndexedDB), or null when there is none. */
export async function sessionInPage(page: Page): Promise<PageSession | null> {
  return page.evaluate(
    () =>
      new Promise<PageSession | null>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(null);
          const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const entry = (all.result as { fbase_key: string; value: PageSession }[]).find((row) => row.fbase_key.startsWith('firebase:authUser:'));
            resolve(entry ? { uid: entry.value.uid, email: entry.value.email ?? null, isAnonymous: entry.value.isAnonymous } : null);
          };
        };
      }),
  );
}

/** Waits for the page's session to match `expected` and returns it. */
export async function waitForSession(page: Page, expected: Partial<PageSession>): Promise<PageSession> {
  await expect.poll(() => sessionInPage(page), { timeout: 10_000 }).toMatchObject(expected);
  const session = await sessionInPage(page);
  if (!session) throw new Error('The session disappeared');
  return session;
}
