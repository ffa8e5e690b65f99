// Drives the Auth emulator's fake identity-provider popup (its "widget" page).
import type { BrowserContext, Page } from '@playwright/test';
import { GAPI_IFRAMES_SHIM } from './gapiIframesShim';

/**
 * Makes popup sign-in work on a machine without internet: Google's gapi loader (which Firebase
 * and the emulator's helper iframe need) is answered by a local stand-in, and the emulator popup's
 * stylesheet, fonts and script from public CDNs are refused at once instead of hanging.
 */
export async function offlineSocialSignIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: GAPI_IFRAMES_SHIM }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/** Clicks `trigger` and returns the provider popup it opens. */
export async function openPopup(page: Page, trigger: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/**
 * Signs in as a new provider account with `email` ("Add new account"). The emulator's form always
 * marks the e-mail as verified; `emailVerified: false` answers as an untrusted provider does
 * (Facebook, for example, whose e-mails Firebase does not treat as verified), by handing the
 * widget's own finishWithUser function an unverified fake ID token.
 */
export async function addPopupAccount(popup: Page, account: { email: string; name?: string; emailVerified?: boolean }): Promise<void> {
  if (account.emailVerified === false) {
    await popup.evaluate(({ email, name }) => {
      const claims = { sub: String(Math.floor(Math.random() * 1e15)), iss: '', aud: '', exp: 0, iat: 0, email, name, email_verified: false };
      (window as unknown as { finishWithUser(idToken: string, email: string): void }).finishWithUser(encodeURIComponent(JSON.stringify(claims)), email);
    }, { email: account.email, name: account.name ?? 'Test User' });
    return;
  }
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(account.email);
  if (account.name) await popup.locator('#display-name-input').fill(account.name);
  await popup.locator('#sign-in').click();
}

/** Picks the provider account of `email` that the emulator already knows. */
export async function chooseExistingPopupAccount(popup: Page, email: string): Promise<void> {
  await popup.locator('.js-reuse-account', { hasText: email }).click();
}
