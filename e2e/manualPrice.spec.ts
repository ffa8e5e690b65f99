// A manual price, end to end: a holding the market data provider knows nothing of is valued at
// its trade price, every figure built on it carries a mark naming it, the mark leads to its
// Prices screen, and the prices entered there (one typed, two pasted) revalue it and lift the mark.
import { expect, test } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { addTransactions, setUpLedger } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { signedInPage } from './support/session';

// An underscore is not a listing symbol: the simulated provider has no closes for it.
const TICKER = 'FAMILY_FARM';
const MARKER = `${TICKER} is valued without a current price`;

test('a holding without a market price is marked, and a manual price revalues it', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Petra' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);

  await page.goto('/app/transaction/add');
  await addTransactions(page, [{ kind: 'Buy', symbol: TICKER, date: '2024-01-02', fields: { Shares: '10', 'Price per share': '50' } }]);

  // Valued at its trade price, 10 × 50, and marked on the value and the total return.
  await page.goto('/app/portfolio');
  await expect(page.getByTestId('portfolio-value')).toHaveText('$500.00');
  await expect(page.getByRole('button', { name: MARKER })).toHaveCount(2);
  await page.getByRole('button', { name: MARKER }).first().click();
  const popover = page.getByRole('dialog', { name: 'Valued without a current price' });
  await expect(popover).toContainText(`${TICKER} — no market price: valued at your last trade price.`);
  await popover.getByRole('link', { name: `Enter prices of ${TICKER}` }).click();
  await expect(page).toHaveURL(/\/app\/prices\/[^/]+$/);
  const pricesPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: `Prices of ${TICKER}` })).toBeVisible();
  await expect(page.getByText('No prices entered yet')).toBeVisible();

  // One price typed in.
  await page.getByRole('button', { name: 'Add a price' }).click();
  const add = page.getByRole('dialog', { name: 'Add a price' });
  await add.getByLabel(/^Date/).fill('2024-06-28');
  await add.getByRole('textbox', { name: /^Close/ }).fill('60');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const table = page.getByRole('table', { name: `Manual prices of ${TICKER}` });
  await expect(table.getByRole('row')).toHaveCount(2);

  // Two pasted from a spreadsheet: a bad row is flagged and nothing saves until it is mended.
  await page.getByRole('button', { name: 'Paste from a spreadsheet' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste prices' });
  const box = paste.getByRole('textbox', { name: 'Rows from a spreadsheet' });
  await box.fill('Date\tClose\n2024-07-01\t61\n07/02/2024\t62.5');
  await expect(paste.getByRole('table', { name: 'Preview of the pasted rows' })).toContainText('The date must be a date written yyyy-MM-dd, not "07/02/2024".');
  await box.fill('Date\tClose\n2024-07-01\t61\n2024-07-02\t62,5');
  await paste.getByRole('button', { name: 'Save 2 prices' }).click();
  await expect(paste).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('2024-07-02');
  await expect(table.getByRole('row').nth(1)).toContainText('62.5');

  // Revalued at the latest manual close, 10 × 62.50, and no longer marked.
  await page.getByRole('link', { name: 'Portfolios' }).first().click();
  await expect(page.getByTestId('portfolio-value')).toHaveText('$625.00');
  await expect(page.getByRole('button', { name: MARKER })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Enter prices of ${TICKER}` })).toHaveCount(0);

  await shootScreen(page, 'prices', async () => {
    await page.goto(pricesPath);
    await expect(page.getByRole('table', { name: `Manual prices of ${TICKER}` })).toBeVisible();
  }, { signedIn: true });
  await shootScreen(page, 'rates', async () => {
    await page.goto('/app/rates/EUR/USD');
    await expect(page.getByText('No rates entered yet')).toBeVisible();
  }, { signedIn: true });
});
