// The ledger export as a backup, in a real browser against the real server: one user enters every
// kind the add form offers, downloads the whole ledger as CSV and JSON, and a second user imports
// the CSV (no column mapping) and sees the same transactions with the same computed balances.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { chooseImportFile, fillRow, setUpLedger } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { serverAnswer, signedInPage } from './support/session';

/** The transactions table as text, row by row, in the order it shows them. */
async function tableText(page: Page): Promise<string[]> {
  await page.goto('/app/transaction');
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function download(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: /^Export/ }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(item) }).click();
  const file = await (await downloaded).path();
  return fs.readFileSync(file, 'utf8');
}

test('a ledger of every kind, exported and imported into another user, gives the same transactions', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await signedInPage(browser, await createEmulatorUser({ name: 'Olga' }));
  await setUpLedger(owner);
  await owner.goto('/app/transaction/add');
  const rows: { kind: string; symbol: string; date: string; fields: Record<string, string> }[] = [
    { kind: 'Buy', symbol: 'AAPL', date: '2024-01-02', fields: { Shares: '10.123456789', 'Price per share': '100.123456789', Fees: '1.25' } },
    { kind: 'Sell', symbol: 'AAPL', date: '2024-03-01', fields: { Shares: '4', 'Price per share': '150.5', Fees: '0.99' } },
    { kind: 'Income', symbol: 'AAPL', date: '2024-02-15', fields: { Amount: '12.34', 'Taxes withheld': '1.85' } },
    { kind: 'Split', symbol: 'AAPL', date: '2024-06-10', fields: { 'New shares': '2', 'For old shares': '1' } },
    { kind: 'Buy', symbol: 'MMM', date: '2024-01-05', fields: { Shares: '3', 'Price per share': '95.5' } },
    { kind: 'Spin-Off', symbol: 'MMM', date: '2024-04-01', fields: { 'New holding symbol': 'SOLV', 'Cost basis fraction': '0.1234', 'Shares received': '0.75' } },
    { kind: 'Buy', symbol: 'ABC', date: '2024-01-08', fields: { Shares: '5', 'Price per share': '20' } },
    { kind: 'Merge', symbol: 'ABC', date: '2024-09-02', fields: { 'Becomes symbol': 'XYZ', 'New shares': '4567', 'For shares held': '10000' } },
  ];
  for (const [i, values] of rows.entries()) {
    if (i > 0) await owner.getByRole('button', { name: 'Add row' }).click();
    await fillRow(owner.getByRole('group', { name: `Transaction ${i + 1}` }), values);
  }
  const created = serverAnswer(owner, 'CreateTransaction');
  await owner.getByRole('button', { name: `Save ${rows.length} transactions` }).click();
  await created;
  await expect(owner).toHaveURL(/\/app\/transaction$/);
  const original = await tableText(owner);
  expect(original).toHaveLength(rows.length);

  const csv = await download(owner, 'Whole ledger as CSV');
  expect(csv).toContain('Date,Time,Kind,Ticker');
  expect(csv).toContain('10.123456789,100.123456789');
  const json = JSON.parse(await download(owner, 'Whole ledger as JSON'));
  expect(json.transactions).toHaveLength(rows.length);
  expect(json.transactions.find((record: { kind: string }) => record.kind === 'Spin-Off')).toMatchObject({ targetTicker: 'SOLV', costBasisFraction: 0.1234, shares: 0.75, price: null });

  await shootScreen(owner, 'transactions-export-menu', async () => {
    await owner.goto('/app/transaction');
    await owner.getByRole('button', { name: /^Export/ }).click();
    await expect(owner.getByRole('menuitem', { name: /Whole ledger as CSV/ })).toBeVisible();
  }, { signedIn: true });
  await owner.keyboard.press('Escape');

  // A second user restores the backup: the file is recognised, so there is no mapping step.
  const heir = await signedInPage(browser, await createEmulatorUser({ name: 'Hugo' }));
  await setUpLedger(heir);
  const file = test.info().outputPath('ledger.csv');
  fs.writeFileSync(file, csv);
  await chooseImportFile(heir, file);
  await expect(heir.getByText(/ledger export of this app/)).toBeVisible();
  await expect(heir.getByRole('table')).toContainText('SOLV');
  await shootScreen(heir, 'import-ledger-export', async () => {
    await chooseImportFile(heir, file);
    await expect(heir.getByRole('table')).toContainText('SOLV');
  }, { signedIn: true });
  await heir.getByRole('button', { name: /^Import/ }).click();
  await expect(heir.getByText(new RegExp(`Imported ${rows.length} transactions`))).toBeVisible();

  // Same rows, same computed balances and realised gains (the portfolio and account have the same names).
  expect(await tableText(heir)).toEqual(original);
});
