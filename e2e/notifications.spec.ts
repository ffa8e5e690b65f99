// Notifications end to end (issue 26): a watchlist alert the price already stands past fires on
// the server and is pushed: the bell counts it, a toast shows it at the bottom left for 5 s, the
// notification widget lists it, and reading it in the panel clears the count. Then the panel,
// both widgets and a toast are shot in light, dark and at phone width for review; a user whose
// address is not verified finds the e-mail choices of the settings closed, with the reason; and
// the browser notification choices are shot (Chromium here reaches no real push service, so the
// push itself is tested against the stand-in on the server side).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { userWithImportedLedger, openNewDashboard } from './support/dashboardUi';
import { signUpVerifiedThroughUi, waitForSession } from './support/authUi';
import { uniqueEmail } from './support/emulator';
import { SCREEN_DIR, WIDGET_SHOTS, saveUserTheme } from './support/screens';
import { addPopupAccount, offlineSocialSignIn, openPopup } from './support/socialPopup';

/** Crypto trades around the clock: its simulated quotes keep coming whatever the hour of the run. */
const ALWAYS_OPEN = 'BTC-USD';
/** One more pair per shot of a toast: each shot needs an alert of its own to fire. */
const TOAST_PAIRS = ['ETH-USD', 'SOL-USD', 'ADA-USD', 'XRP-USD'];

/** The number a watchlist row shows in its Price column. */
async function priceShown(watchlist: Locator, symbol: string): Promise<number> {
  const text = await watchlist.evaluate((widget, wanted) => {
    const headers = [...widget.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    const column = headers.findIndex((header) => header.startsWith('Price'));
    const row = [...widget.querySelectorAll('tbody tr')].find((candidate) => candidate.querySelector(`[title="${wanted}"]`));
    return row?.querySelectorAll('td')[column]?.textContent ?? '';
  }, symbol);
  const price = Number(text.replace(/[^\d.]/g, ''));
  if (!(price > 0)) throw new Error(`No price of ${symbol} in its row: "${text}"`);
  return price;
}

/** Adds `symbol` to the open watchlist and waits for its first simulated price. */
async function addTicker(watchlist: Locator, symbol: string): Promise<void> {
  const ticker = watchlist.getByRole('textbox', { name: 'Ticker to add' });
  await ticker.fill(symbol);
  await ticker.press('Enter');
  const row = watchlist.locator('tbody tr').filter({ has: watchlist.page().getByTitle(symbol, { exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('no price yet')).toHaveCount(0, { timeout: 30_000 });
}

/** An alert to rise to 10 % under the price shown: the price already stands past it. */
async function alertBelowPrice(page: Page, watchlist: Locator, symbol: string): Promise<void> {
  const target = Math.floor((await priceShown(watchlist, symbol)) * 0.9);
  await watchlist.getByRole('button', { name: `Alerts for ${symbol}` }).click();
  const alerts = page.getByRole('dialog', { name: `Alerts for ${symbol}` });
  await alerts.getByRole('textbox', { name: 'Price rises to' }).fill(String(target));
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts).toBeHidden();
}

const toastOf = (page: Page, symbol: string) => page.getByRole('status').filter({ hasText: `${symbol} rose to` });

test('a watchlist alert past the price: pushed, counted, toasted, listed and read', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Nora');
  const path = await openNewDashboard(page, 'Alerts', ['widgetWatchlist', 'widgetNotification']);
  const watchlist = page.locator('[data-widget="widgetWatchlist"]');
  const notifications = page.locator('[data-widget="widgetNotification"]');
  await expect(notifications.getByText('No notifications of these kinds yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await watchlist.getByRole('button', { name: 'Create a watchlist' }).click();
  const naming = page.getByRole('dialog', { name: 'New watchlist' });
  await naming.getByRole('textbox', { name: 'Name' }).fill('Crypto');
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(watchlist.getByRole('table', { name: 'Watchlist Crypto' })).toBeVisible();
  await addTicker(watchlist, ALWAYS_OPEN);
  await alertBelowPrice(page, watchlist, ALWAYS_OPEN);
  await expect(watchlist.getByText(/^≥ /)).toBeVisible();

  // The server fires it (at once on the stored price, or on the next quote) and pushes it.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });
  const toast = toastOf(page, ALWAYS_OPEN);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('your alert was at or above');
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The toast or the page has no size');
  expect(box.x + box.width / 2).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  // Counted from when the test saw it: 5 s, less the wait for the push to be seen, plus the exit.
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);

  await expect(notifications.getByText('1 unread')).toBeVisible();
  await expect(notifications.getByRole('button', { name: new RegExp(`^Unread: ${ALWAYS_OPEN} rose to`) })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('1 unread')).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(`^Unread: ${ALWAYS_OPEN} rose to`) }).click();
  await expect(panel.getByText('All read', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: new RegExp(`^${ALWAYS_OPEN} rose to`) })).toBeVisible();
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(notifications.getByText('All read', { exact: true })).toBeVisible();

  for (const [index, shot] of WIDGET_SHOTS.entries()) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await saveUserTheme(page, shot.theme);
    await page.evaluate((theme) => localStorage.setItem('theme', theme), shot.theme);
    await page.goto(path);
    await page.locator(`html.${shot.theme}`).waitFor({ state: 'attached' });
    await expect(watchlist.getByText('no price yet')).toHaveCount(0, { timeout: 30_000 });
    await expect(notifications.locator('li').first()).toBeVisible();
    await watchlist.screenshot({ path: `${SCREEN_DIR}/notifications-watchlist-${shot.label}.png` });
    await notifications.screenshot({ path: `${SCREEN_DIR}/notifications-widget-${shot.label}.png` });

    const pair = TOAST_PAIRS[index]!;
    await addTicker(watchlist, pair);
    await alertBelowPrice(page, watchlist, pair);
    const toast = toastOf(page, pair);
    await expect(toast).toBeVisible({ timeout: 15_000 });
    // Shot once its entrance has ended (not half faded in), then closed for the panel's shot.
    await page.screenshot({ path: `${SCREEN_DIR}/notifications-toast-${shot.label}.png`, animations: 'disabled' });
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();

    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(index + 2);
    await page.screenshot({ path: `${SCREEN_DIR}/notifications-panel-${shot.label}.png`, animations: 'disabled' });
  }
});

test('signed in with an address Facebook does not vouch for: the e-mail choices are closed, and say why', async ({ browser }) => {
  // An e-mail/password account cannot reach the profile before verifying; a social sign-in can.
  const context = await browser.newContext();
  await offlineSocialSignIn(context);
  const page = await context.newPage();
  await page.goto('/app/auth/sign-in');
  await waitForSession(page, { isAnonymous: true });
  const facebook = await openPopup(page, () => page.getByRole('button', { name: 'Continue with Facebook' }).click());
  await addPopupAccount(facebook, { email: uniqueEmail('unvouched'), name: 'Una', emailVerified: false });
  await expect(page).not.toHaveURL(/\/app\/auth\//);

  await page.goto('/app/profile#notification-settings');
  const settings = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(settings.getByText('Verify your e-mail address to get notifications by e-mail.')).toBeVisible();
  await expect(settings.getByRole('combobox', { name: 'E-mail for Watchlist price alert' })).toBeDisabled();
  await expect(settings.getByRole('combobox', { name: 'E-mail for Watchlist price alert' })).toHaveValue('off');
  await expect(settings.getByRole('checkbox', { name: 'Earnings results', exact: true })).toBeChecked();
  // The page, not the section: the section is taller than the app's scrolling frame shows.
  await page.screenshot({ path: `${SCREEN_DIR}/notifications-settings-unverified-desktop.png`, animations: 'disabled' });
  await settings.getByText('Earnings results', { exact: true }).click();
  await settings.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: 'Earnings results', exact: true })).not.toBeChecked();
});

test('the browser notification choices, shot in light, dark and at phone width', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpVerifiedThroughUi(page, { name: 'Pia', email: uniqueEmail('push'), password: 'push-it-real-good' });
  const settings = page.getByRole('region', { name: 'Notifications', exact: true });
  const device = settings.getByRole('group', { name: 'Browser notifications on this device' });
  for (const shot of [
    { theme: 'light', width: 1280, label: 'desktop-light' },
    { theme: 'dark', width: 1280, label: 'desktop-dark' },
    { theme: 'light', width: 390, label: 'phone-light' },
  ] as const) {
    // Tall enough that the whole section is on screen at once.
    await page.setViewportSize({ width: shot.width, height: 2600 });
    await saveUserTheme(page, shot.theme);
    await page.evaluate((theme) => localStorage.setItem('theme', theme), shot.theme);
    // A load afresh (the same address with its hash would not be one) reads the saved theme.
    await page.goto('about:blank');
    await page.goto('/app/profile#notification-settings');
    await page.locator(`html.${shot.theme}`).waitFor({ state: 'attached' });
    await expect(device.getByRole('button', { name: 'Allow on this device' })).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: 'Browser notification for Watchlist price alert' })).toBeEnabled();
    await settings.screenshot({ path: `${SCREEN_DIR}/notifications-settings-push-${shot.label}.png`, animations: 'disabled' });
    // The new controls in either theme: no serious WCAG A/AA violation (contrast, names).
    const scan = await new AxeBuilder({ page }).include('#notification-settings').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  }
  // As far as this sandbox goes: the permission is given, the worker registers under the app's
  // CSP and activates, and the push service that cannot be reached is said so, not hidden.
  await context.grantPermissions(['notifications']);
  await device.getByRole('button', { name: 'Allow on this device' }).click();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/app\/sw\.js$/);
  await expect(device.getByText(/^Could not change this device: /)).toBeVisible({ timeout: 15_000 });
  await context.close();
});
