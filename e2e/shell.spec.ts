// The SPA shell in a real browser against the real server: the guard, the 404 page, and
// that everything loads from our own origin under /app/ (no CDN, no font service).
import { expect, test, type Page } from '@playwright/test';
import { signUpVerifiedThroughUi } from './support/authUi';
import { uniqueEmail } from './support/emulator';

const shotDir = 'test-results/screens';

function watchOrigins(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const allowed = [new URL(baseURL).origin, `http://${process.env.E2E_AUTH_EMULATOR_HOST}`];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !allowed.some((origin) => url.startsWith(origin))) foreign.push(url);
  });
  return foreign;
}

test('opening /app/ without a session lands on sign-in, replacing the history entry', async ({ page, baseURL }) => {
  const foreign = watchOrigins(page, baseURL!);
  await page.goto('/app/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  const before = await page.evaluate(() => window.history.length);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Replaced, not pushed: one entry for the visit, none for the redirect, and Back leaves.
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/privacy-policy$/);
  expect(foreign).toEqual([]);
});

test('a signed-in route reached directly also redirects to sign-in', async ({ page }) => {
  await page.goto('/app/transaction/add');
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
});

test('an unknown route shows the 404 page with the spec texts and a way back', async ({ page, baseURL }) => {
  const foreign = watchOrigins(page, baseURL!);
  await page.goto('/app/nowhere');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Page not found.', { exact: true })).toBeVisible();
  await expect(page.getByText('The page you are looking for might have been removed.', { exact: true })).toBeVisible();
  const back = page.getByRole('link', { name: 'Return to website' });
  await expect(back).toHaveAttribute('href', /^\/app\/?$/);
  expect(foreign).toEqual([]);
  await back.click();
  await expect(page).toHaveURL(/\/app\/auth\/sign-in$/);
});

test('the app ships its own Nunito font', async ({ page }) => {
  await page.goto('/app/nowhere');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  const family = await page.getByRole('heading', { name: '404' }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain('Nunito');
  expect(await page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((f) => f.family.includes('Nunito') && f.status === 'loaded')))).toBe(true);
});

test('screens for review: light, dark and narrow', async ({ page }) => {
  for (const [name, width, scheme] of [
    ['wide-dark', 1280, 'dark'],
    ['wide-light', 1280, 'light'],
    ['narrow-dark', 375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/app/nowhere');
    await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
    await page.reload();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
    await page.screenshot({ path: `${shotDir}/404-${name}.png` });
    await page.goto('/app/auth/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: `${shotDir}/sign-in-${name}.png` });
  }
});

test('on a phone, the menu opens the navigation in a drawer that leads to another screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpVerifiedThroughUi(page, { name: 'Pia Phone', email: uniqueEmail('phone-nav'), password: 'narrow-screens-too' });
  const menu = page.getByRole('button', { name: 'Open navigation' });
  // While the drawer is open the rest of the page is hidden from assistive technology, the
  // button included: its state is read from the element itself.
  const menuElement = page.locator('header button[aria-label="Open navigation"]');
  await menu.click();
  // The drawer's code arrives with this first tap.
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(menuElement).toHaveAttribute('aria-expanded', 'true');
  // Slid in all the way before the picture.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: `${shotDir}/nav-drawer-390.png` });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Brokers' }).click();
  await expect(page).toHaveURL(/\/app\/broker$/);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(menuElement).toHaveAttribute('aria-expanded', 'false');
});
