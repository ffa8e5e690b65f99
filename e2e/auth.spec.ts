// The auth screens and every sign-in flow in a real browser, against the real Auth emulator and
// the real server: sign-up with e-mail verification, sign-in (wrong and right password, back to
// the page the visitor wanted), password reset, social sign-in with a clash to link, and
// anonymous visitors upgraded by sign-up or by a social sign-in.
import { expect, test } from '@playwright/test';
import { sessionInPage, signInThroughUi, signUpThroughUi, submitSignIn, waitForSession } from './support/authUi';
import { appActionPath, createEmulatorUser, emulatorAccount, emulatorAccountByEmail, emulatorOobLinks, latestOobLink, uniqueEmail } from './support/emulator';
import { shootScreen } from './support/screens';
import { addPopupAccount, offlineSocialSignIn, chooseExistingPopupAccount, openPopup } from './support/socialPopup';

const WRONG_CREDENTIALS = 'The e-mail address or password is not correct.';

test.beforeEach(async ({ context }) => {
  await offlineSocialSignIn(context);
});

test('sign up with e-mail, resend the verification, follow the link, land home', async ({ page }) => {
  const user = { name: 'Ada Lovelace', email: uniqueEmail('signup'), password: 'analytical-engine' };
  await signUpThroughUi(page, user);

  await expect(page.getByText("We've sent a verification email to:")).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(page.getByText(/check your inbox and your spam folder/)).toBeVisible();
  expect((await emulatorOobLinks(user.email)).filter((code) => code.requestType === 'VERIFY_EMAIL')).toHaveLength(1);

  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('A new verification email has been sent!')).toBeVisible();
  expect((await emulatorOobLinks(user.email)).filter((code) => code.requestType === 'VERIFY_EMAIL')).toHaveLength(2);

  const account = await emulatorAccountByEmail(user.email);
  expect(account).toMatchObject({ displayName: user.name, emailVerified: false });

  const link = await latestOobLink(user.email, 'VERIFY_EMAIL');
  expect(new URL(link.oobLink).searchParams.get('continueUrl')).toMatch(/\/app\/$/);
  await page.goto(appActionPath(link.oobLink));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  expect(await emulatorAccountByEmail(user.email)).toMatchObject({ emailVerified: true });

  await page.getByRole('link', { name: 'Continue to the app' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  // Verified now: the verify-email screen sends the user on.
  await page.goto('/app/auth/verify-email');
  await expect(page).toHaveURL(/\/app\/?$/);
});

test('verify-email: Sign Out leads to sign-in; signing in again unverified leads back to it', async ({ page }) => {
  const user = { name: 'Grace', email: uniqueEmail('signout'), password: 'cobol-rules' };
  await signUpThroughUi(page, user);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/app/auth/verify-email');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);

  // Signed in again without verifying: every signed-in route is Verify Your Email.
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/app\/auth\/verify-email$/);
  for (const path of ['/app/', '/app/broker', '/app/transaction/add']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/auth\/verify-email$/);
    await expect(page.getByText("We've sent a verification email to:")).toBeVisible();
  }
  // Verified: the app opens.
  await page.goto(appActionPath((await latestOobLink(user.email, 'VERIFY_EMAIL')).oobLink));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto('/app/broker');
  await expect(page).toHaveURL(/\/app\/broker$/);
});

test('a wrong password shows a readable error and stays; the right one returns to the page wanted', async ({ page }) => {
  const user = await createEmulatorUser({ name: 'Alan' });
  await page.goto('/app/broker');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);

  await submitSignIn(page, { email: user.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/broker$/);
  await expect(page.getByRole('heading', { name: 'Brokers', exact: true })).toBeVisible();

  // An address with no account gets the same sentence: the screen never tells which addresses exist.
  const other = await page.context().browser()!.newPage();
  await submitSignIn(other, { email: uniqueEmail('nobody'), password: 'whatever-1' });
  await expect(other.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  await other.close();

  // A plain sign-out from the sidebar ends this session only.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
  await page.goto('/app/broker');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
});

test('the forms check their fields before sending anything', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts:signUp?') && request.postData()?.includes('"email"')) requests.push(request.url());
  });
  await page.goto('/app/auth/sign-up');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('12346');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText(/Use at least 6 characters/)).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  expect(requests).toEqual([]);
});

test('forgot password: the reset link sets a new password; the old one stops working', async ({ page }) => {
  const user = await createEmulatorUser();
  const newPassword = 'brand-new-secret';
  await page.goto('/app/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/confirm-email$/);
  await expect(page.getByText(user.email)).toBeVisible();

  const link = await latestOobLink(user.email, 'PASSWORD_RESET');
  await page.goto(appActionPath(link.oobLink));
  await expect(page).toHaveURL(/\/app\/auth\/password-reset\?oobCode=/);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link works once.
  await page.goto(appActionPath(link.oobLink));
  await expect(page.getByRole('alert')).toContainText('This link is not valid');

  await submitSignIn(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
});

test('an anonymous visitor who signs up keeps the same uid and becomes an e-mail user', async ({ page }) => {
  await page.goto('/app/auth/sign-up');
  const anonymous = await waitForSession(page, { isAnonymous: true });
  expect(await emulatorAccount(anonymous.uid)).toBeDefined();

  const email = uniqueEmail('anon-signup');
  await signUpThroughUi(page, { name: 'Anon Upgraded', email, password: 'same-uid-please' });
  const upgraded = await waitForSession(page, { isAnonymous: false });
  expect(upgraded.uid).toBe(anonymous.uid);
  const account = await emulatorAccount(anonymous.uid);
  expect(account).toMatchObject({ email, displayName: 'Anon Upgraded' });
  expect(account?.providerUserInfo?.map((info) => info.providerId)).toEqual(['password']);
});

test('an anonymous visitor upgraded by a Google sign-in: the anonymous account is deleted', async ({ page }) => {
  await page.goto('/app/broker');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
  const anonymous = await waitForSession(page, { isAnonymous: true });

  const email = uniqueEmail('google');
  const popup = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
  await addPopupAccount(popup, { email, name: 'Goo Gle' });
  await expect(page).toHaveURL(/\/app\/broker$/);
  const signedIn = await waitForSession(page, { isAnonymous: false, email });
  expect(signedIn.uid).not.toBe(anonymous.uid);
  await expect.poll(() => emulatorAccount(anonymous.uid), { timeout: 10_000 }).toBeUndefined();
  expect((await emulatorAccount(signedIn.uid))?.providerUserInfo?.map((info) => info.providerId)).toEqual(['google.com']);
});

test('Google, then Facebook with the same e-mail: link-to-existing-provider links both to one account', async ({ browser, page: firstPage }) => {
  let page = firstPage;
  const email = uniqueEmail('clash');
  await page.goto('/app/auth/sign-in');
  const google = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
  await addPopupAccount(google, { email, name: 'Clash Test' });
  await expect(page).toHaveURL(/\/app\/?$/);
  const googleUser = await waitForSession(page, { email });

  // Another browser, without that session.
  const otherContext = await browser.newContext();
  await offlineSocialSignIn(otherContext);
  page = await otherContext.newPage();
  await page.goto('/app/auth/sign-in');
  await waitForSession(page, { isAnonymous: true });

  // Facebook's e-mails are not trusted as verified, so Firebase refuses to merge silently.
  const facebook = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Facebook' }).click());
  await addPopupAccount(facebook, { email, name: 'Clash Test', emailVerified: false });
  await expect(page).toHaveURL(/\/app\/auth\/link-to-existing-provider$/);
  await expect(page.getByText(email)).toBeVisible();

  const again = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Google' }).click());
  await chooseExistingPopupAccount(again, email);
  await expect(page).toHaveURL(/\/app\/?$/);
  const linked = await waitForSession(page, { email, isAnonymous: false });
  expect(linked.uid).toBe(googleUser.uid);
  const providers = (await emulatorAccount(googleUser.uid))?.providerUserInfo?.map((info) => info.providerId).sort();
  expect(providers).toEqual(['facebook.com', 'google.com']);
});

test('an existing e-mail account and a clashing social sign-in are linked with the password', async ({ page }) => {
  const user = await createEmulatorUser();
  await page.goto('/app/auth/sign-in');
  const popup = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Facebook' }).click());
  await addPopupAccount(popup, { email: user.email, emailVerified: false });
  await expect(page).toHaveURL(/\/app\/auth\/link-to-existing-provider$/);

  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in and link Facebook' }).click();
  await expect(page.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in and link Facebook' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  expect((await sessionInPage(page))?.uid).toBe(user.uid);
  const providers = (await emulatorAccount(user.uid))?.providerUserInfo?.map((info) => info.providerId).sort();
  expect(providers).toEqual(['facebook.com', 'password']);
});

test('screens for review: every auth screen, light and dark, desktop and phone', async ({ browser, page: firstPage }) => {
  let page = firstPage;
  test.setTimeout(240_000);
  const plain: [name: string, path: string, heading: string][] = [
    ['sign-in', '/app/auth/sign-in', 'Sign in'],
    ['sign-up', '/app/auth/sign-up', 'Create your account'],
    ['forgot-password', '/app/auth/forgot-password', 'Forgot your password?'],
    ['confirm-email', '/app/auth/confirm-email', 'Check your e-mail'],
    ['password-reset-invalid', '/app/auth/password-reset?oobCode=nope', 'Choose a new password'],
    ['action-invalid', '/app/auth/action', 'This link is not valid'],
    ['link-to-existing-provider-empty', '/app/auth/link-to-existing-provider', 'Link your accounts'],
    ['privacy-policy', '/app/privacy-policy', 'Privacy policy'],
    ['terms-of-service', '/app/terms-of-service', 'Terms of service'],
  ];
  await page.goto('/app/auth/sign-in');
  for (const [name, path, heading] of plain) {
    await shootScreen(page, `auth-${name}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }

  // Field messages and a request error on the sign-up card.
  await shootScreen(page, 'auth-sign-up-errors', async () => {
    await page.goto('/app/auth/sign-up');
    await page.getByLabel('E-mail').fill('nope');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
  });

  // Signed in, unverified: the verify-email screen after a resend.
  const email = uniqueEmail('shots');
  await signUpThroughUi(page, { name: 'Screen Shot', email, password: 'pictures' });
  await shootScreen(page, 'auth-verify-email', async () => {
    await page.goto('/app/auth/verify-email');
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('A new verification email has been sent!')).toBeVisible();
  }, { signedIn: true });

  // A valid reset link: the new-password form, in a browser without that session.
  const otherContext = await browser.newContext();
  await offlineSocialSignIn(otherContext);
  page = await otherContext.newPage();
  const user = await createEmulatorUser();
  await page.goto('/app/auth/forgot-password');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/confirm-email$/);
  const reset = await latestOobLink(user.email, 'PASSWORD_RESET');
  await shootScreen(page, 'auth-password-reset', async () => {
    await page.goto(appActionPath(reset.oobLink));
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  });

  // The link screen with a pending credential (state lives in the page: shot once per variant).
  await shootScreen(page, 'auth-link-to-existing-provider', async () => {
    await page.goto('/app/auth/sign-in');
    const popup = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Facebook' }).click());
    await addPopupAccount(popup, { email: user.email, emailVerified: false });
    await expect(page.getByRole('button', { name: 'Sign in and link Facebook' })).toBeVisible();
  });

  // signInThroughUi (shared with other journeys) leaves the auth screens.
  await page.goto('/app/auth/sign-in');
  await signInThroughUi(page, user);
  await expect(page).toHaveURL(/\/app\/?$/);
});
