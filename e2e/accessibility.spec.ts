// Usable without a mouse or without sight (WCAG 2.1 AA), in a real browser against the real
// server: an axe scan of every main screen in both themes and at desktop and phone widths, a
// dashboard arranged with the keyboard alone, and route titles and focus after navigation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, verifyEmailThroughLink } from './support/authUi';
import { createEmulatorUser, uniqueEmail } from './support/emulator';
import { openDashboardPastTour, userWithImportedLedger } from './support/dashboardUi';
import { embedWidget, srcOf } from './support/embedUi';
import { VTI_CSV, importFile, setUpLedger } from './support/ledgerUi';
import { SCREEN_DIR, saveUserTheme } from './support/screens';
import { serverAnswer } from './support/session';

const THEMES = ['light', 'dark'] as const;
// Desktop and a phone.
const WIDTHS = [1280, 390] as const;

/** The serious and critical WCAG 2.1 A/AA violations on the page, one readable line per node. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary ?? ''}`));
}

/** Headings that skip a level after the one before them ("h1 → h3 Title"): the outline has a hole. */
async function headingJumps(page: Page): Promise<string[]> {
  const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
    elements.map((element) => ({ level: Number(element.tagName[1]), text: element.textContent?.trim() ?? '' })),
  );
  return headings.flatMap((heading, index) => {
    const previous = headings[index - 1];
    return previous && heading.level > previous.level + 1 ? [`heading-order: h${previous.level} → h${heading.level} "${heading.text}"`] : [];
  });
}

/**
 * Waits until the screen has its heading, nothing is loading and no transition is running (a
 * button fading in from disabled would be measured half-transparent).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('[data-state="loading"], .chakra-spinner')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

interface Screen {
  name: string;
  path: string;
}

/**
 * Scans (and shoots, for review) each screen in each theme and width and returns every
 * violation and heading-level jump, labelled, so one run lists all that needs fixing rather than the first.
 */
async function scanScreens(page: Page, screens: readonly Screen[], setTheme: (theme: (typeof THEMES)[number]) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await setTheme(theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.locator(`html.${theme}`)).toBeAttached();
        await settled(page);
        await page.screenshot({ path: `${SCREEN_DIR}/a11y-${screen.name.replace(/\W+/g, '-')}-${theme}-${width}.png` });
        for (const line of [...(await seriousViolations(page)), ...(await headingJumps(page))]) found.push(`[${screen.name}, ${theme}, ${width}px] ${line}`);
      }
    }
  }
  return found;
}

test('the signed-out screens have no serious axe violations or heading jumps in either theme', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app/auth/sign-in');
  const found = await scanScreens(
    page,
    [
      { name: 'sign-in', path: '/app/auth/sign-in' },
      { name: 'sign-up', path: '/app/auth/sign-up' },
      { name: '404', path: '/app/nowhere' },
    ],
    (theme) => page.evaluate((name) => localStorage.setItem('theme', name), theme),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('the signed-in screens have no serious axe violations or heading jumps in either theme', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext()).newPage();
  // Signing up passes through verify-email, scanned on the way.
  const user = { name: 'Ada', email: uniqueEmail('a11y'), password: 'correct-horse-9' };
  await signUpThroughUi(page, user);
  // Signed in (not yet verified): the theme comes from the user's saved settings.
  const verify = await scanScreens(page, [{ name: 'verify-email', path: '/app/auth/verify-email' }], (theme) => saveUserTheme(page, theme));
  await verifyEmailThroughLink(page, user.email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await setUpLedger(page);
  await importFile(page, VTI_CSV, 1);
  const dashboard = await openDashboardPastTour(page);
  const embed = srcOf(await embedWidget(page, 'Portfolio value over time'));

  const found = await scanScreens(
    page,
    [
      { name: 'dashboard', path: dashboard },
      { name: 'transactions', path: '/app/transaction' },
      { name: 'add transactions', path: '/app/transaction/add' },
      { name: 'import', path: '/app/transaction/import' },
      { name: 'brokers and accounts', path: '/app/broker' },
      { name: 'portfolios', path: '/app/portfolio' },
      { name: 'profile', path: '/app/profile' },
      { name: 'embed', path: new URL(embed).pathname + new URL(embed).search },
    ],
    (theme) => saveUserTheme(page, theme),
  );
  const all = [...verify, ...found];
  expect(all, all.join('\n')).toEqual([]);
});

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** From a widget's focused "More actions" button, chooses Move or Resize with the keyboard. */
async function arrangeFromMenu(page: Page, mode: 'Move' | 'Resize'): Promise<void> {
  await page.keyboard.press('Enter');
  // The menu keeps focus on itself and marks the active item (aria-activedescendant).
  await expect(page.getByRole('menu')).toBeFocused();
  const item = page.getByRole('menuitem', { name: mode, exact: true });
  if (mode === 'Resize') await page.keyboard.press('ArrowDown');
  await expect(item).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
}

test('a widget is added, moved and resized with the keyboard alone, and stays so after a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Kim');
  await openDashboardPastTour(page);
  const title = 'Time-weighted return per holding';
  const status = page.getByTestId('arrange-status');

  // Add the widget from the picker.
  await tabTo(page, /^Add widget$/);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add a widget' });
  await expect(picker).toBeVisible();
  await tabTo(page, /^Search widgets$/);
  await page.keyboard.type(title);
  await tabTo(page, new RegExp(`^Add ${title}$`));
  const added = serverAnswer(page, 'EditDashboardContent');
  await page.keyboard.press('Enter');
  await added;
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const item = page.locator('[data-grid-item]').filter({ has: page.getByRole('region', { name: title, exact: true }) });
  await expect(item).toBeVisible();

  // Move it one column left and keep it there.
  await tabTo(page, new RegExp(`^More actions for ${title}$`));
  await arrangeFromMenu(page, 'Move');
  await expect(status).toContainText(`Moving ${title}, now column`);
  await expect(page.getByRole('region', { name: title, exact: true })).toBeFocused();
  const [, column = '0', row = '0'] = /column (\d+), row (\d+)/.exec((await status.textContent()) ?? '') ?? [];
  expect(Number(column)).toBeGreaterThan(1);
  const moved = `column ${Number(column) - 1}, row ${row}`;
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(`Moved to ${moved}`);
  await page.screenshot({ path: `${SCREEN_DIR}/a11y-keyboard-move.png` });
  const movedSaved = serverAnswer(page, 'EditDashboardLayouts');
  await page.keyboard.press('Enter');
  await movedSaved;
  await expect(status).toHaveText(`${title} kept. Moved to ${moved}.`);

  // Resize it one column wider and two rows taller (focus is back on the widget's menu button).
  await arrangeFromMenu(page, 'Resize');
  await expect(status).toContainText(`Resizing ${title}`);
  const [, w0 = '0', h0 = '0'] = /now (\d+) by (\d+)/.exec((await status.textContent()) ?? '') ?? [];
  const size = `${Number(w0) + 1} by ${Number(h0) + 2}`;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveText(`Resized to ${size}`);
  const resized = serverAnswer(page, 'EditDashboardLayouts');
  await page.keyboard.press('Enter');
  await resized;
  // Escape puts a further step back.
  await arrangeFromMenu(page, 'Resize');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('Resize cancelled.');
  const box = await item.boundingBox();

  // After a reload the grid shows the kept place and size, which the modes report.
  await page.reload();
  await expect(item).toBeVisible();
  await expect.poll(async () => (await item.boundingBox())?.width).toBeCloseTo(box?.width ?? 0, 0);
  await expect.poll(async () => (await item.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);
  await tabTo(page, new RegExp(`^More actions for ${title}$`));
  await arrangeFromMenu(page, 'Move');
  await expect(status).toContainText(`Moving ${title}, now ${moved}.`);
  await page.keyboard.press('Escape');
  await arrangeFromMenu(page, 'Resize');
  await expect(status).toContainText(`Resizing ${title}, now ${size}.`);
  await page.keyboard.press('Escape');
});

test('every route names its screen in the title, and navigation moves focus to its heading', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/app/auth/sign-in');
  await expect(page).toHaveTitle('Sign in · Portfolio Tracker');
  // The first load leaves focus where the browser puts it.
  await expect(page.locator('h1')).not.toBeFocused();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle('Sign up · Portfolio Tracker');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A failed submit puts focus on the error; a successful one on the next screen's heading.
  const user = await createEmulatorUser({ name: 'Tove' });
  await page.goto('/app/auth/sign-in');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.locator('main h1')).toBeFocused();

  const nav = page.getByRole('navigation').first();
  for (const [link, title] of [
    ['Transactions', 'Transactions'],
    ['Brokers', 'Brokers and accounts'],
    ['Portfolios', 'Portfolios'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveTitle(`${title} · Portfolio Tracker`);
    await expect(page.locator('main h1')).toBeFocused();
  }
  await page.goto('/app/nowhere');
  await expect(page).toHaveTitle('Page not found · Portfolio Tracker');
  await expect(page.getByRole('main')).toBeVisible();
});

test('with reduced motion asked for, transitions and animations are cut to nothing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/app/auth/sign-in');
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(button).toBeVisible();
  const seconds = await button.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(seconds).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await button.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration))).toBeGreaterThan(0.01);
});
