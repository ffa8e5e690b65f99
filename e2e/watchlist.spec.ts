// Watchlists end to end (issue 26): a watchlist widget on a dashboard makes a list, refuses a
// malformed ticker, adds securities whose simulated prices arrive, sets alerts, reorders, and
// takes a holding from the holdings table; shot in light, dark and at phone width for review.
import { expect, test, type Page } from '@playwright/test';
import { userWithImportedLedger, openNewDashboard } from './support/dashboardUi';
import { SCREEN_DIR, WIDGET_SHOTS, saveUserTheme } from './support/screens';

const symbolsShown = (widget: ReturnType<Page['locator']>) => widget.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('[title]')?.getAttribute('title') ?? ''));

test('a watchlist: made, filled, alerted, reordered and fed from the holdings table', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Wanda');
  const path = await openNewDashboard(page, 'Watching', ['widgetWatchlist', 'widgetStockTable']);
  const widget = page.locator('[data-widget="widgetWatchlist"]');

  await widget.getByRole('button', { name: 'Create a watchlist' }).click();
  const naming = page.getByRole('dialog', { name: 'New watchlist' });
  await naming.getByRole('textbox', { name: 'Name' }).fill('Dividend ideas');
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(widget.getByRole('table', { name: 'Watchlist Dividend ideas' })).toBeVisible();

  const ticker = widget.getByRole('textbox', { name: 'Ticker to add' });
  await ticker.fill('not a ticker');
  await ticker.press('Enter');
  await expect(widget.getByText('Not a ticker: "not a ticker".')).toBeVisible();
  for (const symbol of ['KO', 'PEP', 'MSFT']) {
    await ticker.fill(symbol.toLowerCase());
    await ticker.press('Enter');
    await expect(widget.locator('tbody').getByTitle(symbol, { exact: true })).toBeVisible();
  }
  // The simulated prices arrive without a reload.
  await expect(widget.getByText('no price yet')).toHaveCount(0, { timeout: 30_000 });

  await widget.getByRole('button', { name: 'Alerts for KO' }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts for KO' });
  await alerts.getByRole('textbox', { name: 'Day’s change, either way (%)' }).fill('5');
  await alerts.getByRole('textbox', { name: 'Price rises to' }).fill('50');
  await alerts.getByRole('textbox', { name: 'Price falls to' }).fill('80');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts.getByText('The price to fall to must be under the price to rise to.')).toBeVisible();
  await alerts.getByRole('textbox', { name: 'Price falls to' }).fill('');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts).toBeHidden();
  await expect(widget.getByText('±5%')).toBeVisible();

  await widget.getByRole('button', { name: 'Move MSFT up' }).click();
  await expect.poll(() => symbolsShown(widget)).toEqual(['KO', 'MSFT', 'PEP']);

  // The held VTI, from the holdings table's row.
  await page.locator('[data-widget="widgetStockTable"]').getByRole('button', { name: 'Add VTI to a watchlist' }).click();
  await page.getByRole('menuitem', { name: 'Dividend ideas' }).click();
  await expect(widget.locator('tbody').getByTitle('VTI', { exact: true })).toBeVisible();

  // After a reload the list is as left: the server kept it.
  await page.reload();
  await expect.poll(() => symbolsShown(widget)).toEqual(['KO', 'MSFT', 'PEP', 'VTI']);

  for (const shot of WIDGET_SHOTS) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await saveUserTheme(page, shot.theme);
    await page.evaluate((theme) => localStorage.setItem('theme', theme), shot.theme);
    await page.goto(path);
    await page.locator(`html.${shot.theme}`).waitFor({ state: 'attached' });
    await expect(widget.locator('tbody tr')).toHaveCount(4);
    await expect(widget.getByText('no price yet')).toHaveCount(0, { timeout: 30_000 });
    await widget.screenshot({ path: `${SCREEN_DIR}/watchlist-${shot.label}.png` });
  }
  await widget.getByRole('button', { name: 'Alerts for KO' }).click();
  await page.getByRole('dialog', { name: 'Alerts for KO' }).waitFor();
  await page.screenshot({ path: `${SCREEN_DIR}/watchlist-alerts-phone-dark.png` });
});
