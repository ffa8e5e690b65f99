// The ledger screens in a real browser against the real server, database and Auth emulator:
// a new user's first run through setup and hand-entered trades, the Interactive Brokers import
// (twice: the second adds nothing), a broken file that writes nothing until its row is left out,
// and a change in one browser context appearing in another (transaction push).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { IBKR_STATEMENT, VTI_CSV, addTransactions, setUpLedger, weekdayDaysAgo } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { signedInPage } from './support/session';


/** The transactions table's row for a kind (the journeys hold one of each). */
function tableRow(page: Page, kind: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(kind, { exact: true }) });
}

test('a new user sets up, enters a Buy, a Sell, an Income and a Split, and sees the balances and realised gain', async ({ browser }) => {
  test.setTimeout(240_000);
  const user = await createEmulatorUser({ name: 'Nora' });
  const page = await signedInPage(browser, user);

  // The home view sends a new user to setup.
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Start setup' }).click();
  await expect(page).toHaveURL(/\/app\/setup$/);
  await setUpLedger(page);
  await page.getByRole('region', { name: 'Transactions' }).getByRole('button', { name: 'Add transactions' }).click();
  await expect(page).toHaveURL(/\/app\/transaction\/add$/);
  await expect(page.getByRole('combobox', { name: 'Portfolio' })).toHaveValue(/.+/);

  await addTransactions(page, [
    // Within the last 3 months, the default dashboard's KPIs' interval, so they show these figures below.
    { kind: 'Buy', symbol: 'AAPL', date: weekdayDaysAgo(80), fields: { Shares: '10', 'Price per share': '100' } },
    { kind: 'Sell', symbol: 'AAPL', date: weekdayDaysAgo(50), fields: { Shares: '4', 'Price per share': '150' } },
    { kind: 'Income', symbol: 'AAPL', date: weekdayDaysAgo(65), fields: { Amount: '12' } },
    { kind: 'Split', symbol: 'AAPL', date: weekdayDaysAgo(35), fields: { 'New shares': '2', 'For old shares': '1' } },
  ]);
  await expect(page).toHaveURL(/\/app\/transaction$/);

  // Buy 10, sell 4 at a gain of 4 × (150 − 100), then a 2-for-1 split of the 6 left: 12 shares.
  await expect(tableRow(page, 'Split')).toContainText('12');
  await expect(tableRow(page, 'Sell')).toContainText('$200.00');
  await expect(tableRow(page, 'Income')).toContainText('$12.00');
  await shootScreen(page, 'transactions', async () => {
    await page.goto('/app/transaction');
    await expect(page.getByText('Split', { exact: true }).first()).toBeVisible();
  }, { signedIn: true });

  // With a ledger, the home view opens the default dashboard, whose KPIs show the same figures.
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/v\/[^/]+\/my-portfolio$/);
  await page.keyboard.press('Escape'); // the first-visit tour
  await expect(page.getByTestId('kpi-realised-gain')).toHaveText('+$200.00');
  await expect(page.getByTestId('kpi-income')).toHaveText('$12.00');

  // Every ledger screen with this user's data, for review in each theme and at phone width.
  const screens: [name: string, path: string, ready: () => Locator][] = [
    ['home', '/app/', () => page.getByTestId('kpi-realised-gain')],
    ['setup', '/app/setup', () => page.getByText('4 of 4 done')],
    ['brokers', '/app/broker', () => page.getByText('Main account').first()],
    ['portfolios', '/app/portfolio', () => page.getByText('AAPL').first()],
    ['add-transactions', '/app/transaction/add', () => page.getByRole('group', { name: 'Transaction 1' })],
    ['import', '/app/transaction/import', () => page.getByRole('button', { name: 'Choose file' })],
  ];
  for (const [name, target, ready] of screens) {
    await shootScreen(page, name, async () => {
      await page.goto(target);
      await expect(ready()).toBeVisible();
    }, { signedIn: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/transaction');
  await tableRow(page, 'Sell').click();
  await expect(page).toHaveURL(/\/app\/transaction\/edit\/.+/);
  const editPath = new URL(page.url()).pathname;
  await shootScreen(page, 'edit-transaction', async () => {
    await page.goto(editPath);
    await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible();
  }, { signedIn: true });
});

test('the Interactive Brokers file imports one VTI buy, and importing it again adds nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await createEmulatorUser({ name: 'Ivan' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);

  for (const attempt of [1, 2]) {
    await page.goto('/app/transaction/import');
    // The file is read once the ledger is loaded, so rows already imported are marked.
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await page.locator('input[type="file"]').setInputFiles(VTI_CSV);
    const preview = page.getByRole('table');
    await expect(preview).toContainText('VTI');
    if (attempt === 1) {
      await expect(preview).toContainText('204.3473');
      await expect(preview).toContainText('2023-04-03');
      await page.getByRole('button', { name: /^Import/ }).click();
      await expect(page.getByText(/Imported 1 transaction/)).toBeVisible();
    } else {
      // The row is shown as already imported, not silently dropped, and nothing is left to write.
      await expect(preview).toContainText('Already imported (TradeID 1234567890)');
      await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
    }
  }

  await page.goto('/app/transaction');
  await expect(page.getByRole('row').filter({ hasText: 'VTI' })).toHaveCount(1);
  const vti = page.getByRole('row').filter({ hasText: 'VTI' });
  await expect(vti).toContainText('Buy');
  await expect(vti).toContainText('17');
  // Currency figures show up to 3 fraction digits.
  await expect(vti).toContainText('$204.347');
  // The file says VTI is an ETF (SubCategory), and so does the portfolio, whatever the market data says.
  await page.goto('/app/portfolio');
  await expect(page.getByRole('article').filter({ hasText: 'VTI' }).getByText('ETF', { exact: true })).toBeVisible();
});

test('an Interactive Brokers statement lists every row it leaves out, and its split, tender and dividend reach the ledger', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Greta' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page, { currency: 'CAD' });

  await page.goto('/app/transaction/import');
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles(IBKR_STATEMENT);
  // 14 trades, 5 corporate-action lines and 7 cash transactions: every one is accounted for. The
  // cash ones are interest received and paid, two account fees and a tax; a fee and its refund cancel.
  await expect(page.getByRole('button', { name: 'All (26)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To import (20)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skipped (6)' })).toBeVisible();
  await expect(page.getByText('Not read: 15 FxTransaction records', { exact: false })).toBeVisible();
  // "0 problems" only once the commit's dry run has passed.
  await expect(page.getByText('Checked with your ledger')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Problems (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Skipped (6)' }).click();
  const preview = page.getByRole('table');
  await expect(preview).toContainText('Not importable: FB 180921C00200000 is an option.');
  await expect(preview).toContainText('Tendered for cash: the sale is the Sell of UUU.TO on row 19');
  await expect(preview).toContainText(/Other Fees of USD -9\.18: cancelled by the refund on row \d+, so neither moves the cash/);
  await shootScreen(page, 'import-statement', async () => {
    await page.goto('/app/transaction/import');
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await page.locator('input[type="file"]').setInputFiles(IBKR_STATEMENT);
    await expect(page.getByText('Checked with your ledger')).toBeVisible();
  }, { signedIn: true });
  await page.getByRole('button', { name: /^Import 20 transactions$/ }).click();
  await expect(page.getByText(/Imported 20 transactions/)).toBeVisible();

  await page.goto('/app/transaction');
  // 12,000 GCM after the 1-for-25 split: 480. UUU closed by the tender, with the broker's realised gain.
  // IBKR's GCM and UUU on TSE are the market's GCM.TO and UUU.TO.
  await expect(tableRow(page, 'Split')).toContainText('GCM.TO');
  await expect(tableRow(page, 'Split')).toContainText('480');
  const tender = tableRow(page, 'Sell');
  await expect(tender).toContainText('UUU.TO');
  await expect(tender).toContainText('2,358.00');
  // The cash rows, by their currency: the CHF market-data fee, and the CAD interest received.
  const fee = page.getByRole('row').filter({ hasText: 'VIRTX/EBS' }).or(page.getByRole('row').filter({ has: page.getByText('Fee', { exact: true }) }).filter({ hasText: 'CHF' }).filter({ hasText: '10.00' }));
  await expect(fee.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByText('Interest', { exact: true }) }).filter({ hasText: '1.23' })).toBeVisible();
});

test('a file with a broken row shows its problem and writes nothing until the row is left out', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await createEmulatorUser({ name: 'Bruno' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);

  const header = fs.readFileSync(VTI_CSV, 'utf8').split(/\r?\n/)[0]!;
  const columns = header.split(',').map((cell) => cell.replace(/"/g, ''));
  const row = (values: Record<string, string>) => columns.map((column) => `"${values[column] ?? ''}"`).join(',');
  const base = { CurrencyPrimary: 'USD', AssetClass: 'STK', TransactionType: 'ExchTrade', LevelOfDetail: 'EXECUTION', Symbol: 'MSFT', Quantity: '5', TradePrice: '300', 'Buy/Sell': 'BUY', Multiplier: '1' };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'broken-')), 'broken.csv');
  fs.writeFileSync(
    file,
    [header, row({ ...base, TradeDate: '20240105', TradeID: '900001' }), row({ ...base, Symbol: 'NVDA', TradeDate: '20241345', TradeID: '900002' })].join('\n'),
  );

  await page.goto('/app/transaction/import');
  // The file is read once the ledger is loaded, so rows already imported are marked.
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles(file);
  const preview = page.getByRole('table');
  await expect(preview).toContainText('MSFT');
  const broken = preview.getByRole('row').filter({ hasText: 'NVDA' });
  await expect(broken).toContainText(/date/i);
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

  await page.goto('/app/transaction');
  await expect(page.getByText(/No transactions yet|Add your first/i).first()).toBeVisible();

  // The preview with a problem row, for review (each variant reads the file again).
  await shootScreen(page, 'import-preview', async () => {
    await page.goto('/app/transaction/import');
    // The file is read once the ledger is loaded, so rows already imported are marked.
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByRole('table')).toContainText('NVDA');
  }, { signedIn: true });
  await page.getByRole('button', { name: 'Exclude all rows with problems' }).click();
  await page.getByRole('button', { name: /^Import/ }).click();
  await expect(page.getByText(/Imported 1 transaction/)).toBeVisible();
  await page.goto('/app/transaction');
  await expect(page.getByRole('row').filter({ hasText: 'MSFT' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'NVDA' })).toHaveCount(0);
});

test('a transaction added in one browser context appears in another of the same user without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await createEmulatorUser({ name: 'Pia' });
  const first = await signedInPage(browser, user);
  await setUpLedger(first);
  const second = await signedInPage(browser, user);
  await second.goto('/app/transaction');
  await expect(second.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  await first.goto('/app/transaction/add');
  await addTransactions(first, [{ kind: 'Buy', symbol: 'MSFT', date: '2024-05-06', fields: { Shares: '3', 'Price per share': '410' } }]);
  await expect(first).toHaveURL(/\/app\/transaction$/);

  // No navigation or reload in the second context: the push brings the row.
  await expect(second.getByRole('row').filter({ hasText: 'MSFT' })).toHaveCount(1, { timeout: 15_000 });
});
