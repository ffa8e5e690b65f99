// Signed-in pages and what the journeys read from them: one browser context per page, so two
// pages of one user are two devices.
import type { Browser, Page } from '@playwright/test';
import { appOperation } from './appOperations';
import { signInThroughUi } from './authUi';

export async function signedInPage(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, credentials);
  return page;
}

/** Resolves when the server has answered the named operation. */
export function serverAnswer(page: Page, operationName: string) {
  return page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operationName}"`) && response.ok());
}

/** The ID token the page's Firebase session holds (persisted in IndexedDB). */
export async function idTokenInPage(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const rows = all.result as { fbase_key: string; value: { stsTokenManager?: { accessToken?: string } } }[];
            resolve(rows.find((row) => row.fbase_key.startsWith('firebase:authUser:'))?.value.stsTokenManager?.accessToken ?? null);
          };
        };
      }),
  );
  if (!token) throw new Error('The page holds no ID token');
  return token;
}

/** Runs one of the app's operations (by its trusted id) with the page's session, as the app would; its data, or an error. */
export async function postAppOperation<T>(page: Page, operationName: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await idTokenInPage(page);
  const response = await page.request.post('/graphql', { data: appOperation(operationName, variables), headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok() || body.errors || !body.data) throw new Error(`${operationName} failed: ${JSON.stringify(body.errors ?? response.status())}`);
  return body.data;
}
