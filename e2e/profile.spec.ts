// The profile in a real browser against the real server and Auth emulator: settings that follow
// the user to a new device, signing out of all devices (pushed to the other one, old tokens
// refused), deleting the account, and screenshots of the screen in every theme.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appOperation } from './support/appOperations';
import { signUpVerifiedThroughUi, waitForSession } from './support/authUi';
import { createEmulatorUser, uniqueEmail } from './support/emulator';
import { SCREEN_DIR } from './support/screens';
import { idTokenInPage, serverAnswer, signedInPage } from './support/session';

const THEMES = [
  ['default', 'theme-default'],
  ['dark', 'dark'],
  ['light', 'light'],
  ['blue', 'theme-blue'],
  ['green', 'theme-green'],
  ['indigo', 'theme-indigo'],
] as const;

async function openProfile(page: Page): Promise<void> {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
}

/** Picks a display currency as a keyboard user does: open the list, type part of its name, Enter. */
async function chooseDisplayCurrency(page: Page, query: string, label: string): Promise<void> {
  const saved = serverAnswer(page, 'UpdateUserCurrency');
  await page.getByRole('combobox', { name: 'Display currency' }).click();
  // Opening empties the input (the chosen currency stays as its placeholder): typing searches.
  await page.keyboard.type(query);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await saved;
  await expect(page.getByRole('combobox', { name: 'Display currency' })).toHaveValue(label);
}

async function auditWith(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: appOperation('AuditUser') });
  return (await response.json()) as {
    data?: { auditUser: { _id: string; uid: string; createdAt: string } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

test('theme and currency chosen on one device apply after sign-in on a fresh one', async ({ browser }) => {
  const user = await createEmulatorUser({ name: 'Theo' });
  const first = await signedInPage(browser, user);
  await openProfile(first);
  // The e2e server runs on simulated market data: every signed-in screen says so.
  await expect(first.getByRole('status', { name: 'Simulated market data' })).toContainText('prices, exchange rates and dividends are made up');
  // The server's default for a new user is dark.
  await expect(first.locator('html')).toHaveClass(/\bdark\b/);
  await expect(first.getByLabel('Theme')).toHaveValue('dark');

  const themeSaved = serverAnswer(first, 'EditUserSetting');
  await first.getByLabel('Theme').selectOption('blue');
  await expect(first.locator('html')).toHaveClass(/theme-blue/);
  await themeSaved;
  // A currency beyond the spec's four, found by typing part of its name.
  await chooseDisplayCurrency(first, 'swiss', 'Swiss franc (CHF)');
  expect(await first.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('userCurrency')])).toEqual(['blue', 'CHF']);

  const second = await signedInPage(browser, user);
  await expect(second.locator('html')).toHaveClass(/theme-blue/);
  await openProfile(second);
  await expect(second.getByRole('combobox', { name: 'Display currency' })).toHaveValue('Swiss franc (CHF)');
  await expect(second.getByLabel('Theme')).toHaveValue('blue');
  await expect(second.getByTestId('format-preview')).toContainText('CHF');
  expect(await second.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('userCurrency')])).toEqual(['blue', 'CHF']);

  // And the name survives a reload.
  await second.getByRole('textbox', { name: 'Name' }).fill('Theo Renamed');
  const nameSaved = serverAnswer(second, 'EditUserSetting');
  await second.getByRole('button', { name: 'Save name' }).click();
  await nameSaved;
  await second.reload();
  await expect(second.getByRole('textbox', { name: 'Name' })).toHaveValue('Theo Renamed');
});

test('"Sign out of all devices" signs the other device out within 5 s and its old token is refused', async ({ browser, request }) => {
  const user = await createEmulatorUser({ name: 'Sam' });
  const other = await signedInPage(browser, user);
  await openProfile(other);
  const oldToken = await idTokenInPage(other);
  const here = await signedInPage(browser, user);
  await openProfile(here);
  // Firebase's revocation cut-off has second resolution: revoke in a later second than the sign-ins.
  await here.waitForTimeout(1100 - (Date.now() % 1000));

  await here.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(here).toHaveURL(/\/app\/auth\/sign-in$/);
  await expect(other).toHaveURL(/\/app\/auth\/sign-in$/, { timeout: 5_000 });
  expect(await other.evaluate(() => localStorage.length)).toBe(0);

  const refused = await auditWith(request, oldToken);
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a deleted account is gone: the same e-mail signs up again as a new user', async ({ page, request }) => {
  const email = uniqueEmail('delete');
  await signUpVerifiedThroughUi(page, { name: 'Dee', email, password: 'delete-me-please' });
  const before = await auditWith(request, await idTokenInPage(page));
  const old = before.data?.auditUser;
  expect(old?.uid).toBeTruthy();

  await openProfile(page);
  // Settings of the old account, which the new one must not inherit.
  await chooseDisplayCurrency(page, 'CAD', 'Canadian dollar (CAD)');
  const themeSaved = serverAnswer(page, 'EditUserSetting');
  await page.getByLabel('Theme').selectOption('green');
  await themeSaved;

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type DELETE or your e-mail/).fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);

  await signUpVerifiedThroughUi(page, { name: 'Dee Again', email, password: 'a-new-beginning' });
  const session = await waitForSession(page, { email });
  expect(session.uid).not.toBe(old?.uid);
  const after = (await auditWith(request, await idTokenInPage(page))).data?.auditUser;
  expect(after?.uid).toBe(session.uid);
  expect(after?._id).not.toBe(old?._id);
  expect(Date.parse(after?.createdAt ?? '')).toBeGreaterThan(Date.parse(old?.createdAt ?? ''));
  await openProfile(page);
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('combobox', { name: 'Display currency' })).not.toHaveValue('Canadian dollar (CAD)');
});

test('screens for review: the profile in every theme, wide and narrow', async ({ browser }) => {
  const user = await createEmulatorUser({ name: 'Penelope Screenshot' });
  const page = await signedInPage(browser, user);
  await openProfile(page);
  for (const [theme, htmlClass] of THEMES) {
    const saved = serverAnswer(page, 'EditUserSetting');
    await page.getByLabel('Theme').selectOption(theme);
    await saved;
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${htmlClass}\\b`));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.screenshot({ path: `${SCREEN_DIR}/profile-${theme}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('screens for review: the display currency list open, light and dark, wide and phone-sized', async ({ browser }) => {
  const user = await createEmulatorUser({ name: 'Penelope Currencies' });
  const page = await signedInPage(browser, user);
  await openProfile(page);
  for (const theme of ['light', 'dark'] as const) {
    const saved = serverAnswer(page, 'EditUserSetting');
    await page.getByLabel('Theme').selectOption(theme);
    await saved;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByRole('combobox', { name: 'Display currency' }).click();
      await expect(page.getByRole('option', { name: /Swiss franc/ })).toBeAttached();
      await page.screenshot({ path: `${SCREEN_DIR}/profile-currency-list-${theme}-${width}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
  }
});
