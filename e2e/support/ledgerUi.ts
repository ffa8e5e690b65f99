// Ledger steps the journeys share, through the UI.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { localDay } from '../../common/intervals';
import { serverAnswer } from './session';

/** A real Interactive Brokers export: one VTI buy of 17 at 204.3473 USD on 2023-04-03. */
export const VTI_CSV = path.resolve('../shared/fixtures/ibkr/vti-buy-on-ibkr.csv');
/** A real Flex statement in CAD: GCM and UUU buys, a 1-for-25 split, a cash tender, fees, interest, an option. */
export const IBKR_STATEMENT = path.resolve('../shared/fixtures/ibkr/testIBFlexStatementFile01.xml');

/** Setup's display currency (USD unless given), broker, account and portfolio steps, through the UI. */
export async function setUpLedger(page: Page, { currency: code = 'USD' }: { currency?: string } = {}): Promise<void> {
  await page.goto('/app/setup');
  const currency = page.getByRole('region', { name: 'Display currency' });
  await currency.getByRole('radio', { name: new RegExp(code) }).click();
  await currency.getByRole('button', { name: 'Continue' }).click();
  const broker = page.getByRole('region', { name: 'Broker and account' });
  await broker.getByLabel('Broker name').fill('Interactive Brokers');
  await broker.getByRole('button', { name: 'Add broker and account' }).click();
  const portfolio = page.getByRole('region', { name: 'Portfolio' });
  await expect(portfolio.getByLabel('Portfolio name')).toBeVisible();
  await portfolio.getByRole('button', { name: 'Create portfolio' }).click();
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('button', { name: 'Add transactions' })).toBeVisible();
}

/** Opens the import screen and chooses a file there. */
export async function chooseImportFile(page: Page, file: string): Promise<void> {
  await page.goto('/app/transaction/import');
  // The file is read once the ledger is loaded, so rows already imported are marked.
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles(file);
}

/** Imports a file through the import screen into the first portfolio and account. */
export async function importFile(page: Page, file: string, expectedCount: number): Promise<void> {
  await chooseImportFile(page, file);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: /^Import/ }).click();
  await expect(page.getByText(new RegExp(`Imported ${expectedCount} transaction`))).toBeVisible();
}

/**
 * The weekday `days` days before today (a weekend steps back to Friday), yyyy-MM-dd: a date inside
 * the default dashboard KPIs' interval (3 months) when `days` is under about 85, so a journey's
 * realised gains and income show there.
 */
export function weekdayDaysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() - 1);
  return localDay(date);
}

/** One row of the add-transactions form: its kind, symbol (none for cash), date, and the other fields by label. */
export interface TransactionRowValues {
  kind: string;
  symbol?: string;
  date: string;
  fields: Record<string, string>;
}

/** Fills one row of the add-transactions form ("Transaction N" group). */
export async function fillRow(row: Locator, values: TransactionRowValues): Promise<void> {
  await row.getByLabel(/^Kind/).selectOption(values.kind);
  if (values.symbol !== undefined) await row.getByLabel(/^Symbol/).fill(values.symbol);
  await row.getByLabel(/^Date/).fill(values.date);
  for (const [label, value] of Object.entries(values.fields)) await row.getByLabel(new RegExp(`^${label}\\b`)).fill(value, { timeout: 10_000 });
}

/** On the open add-transactions form: fills one row per entry (adding rows), saves, and waits for the server to create them. */
export async function addTransactions(page: Page, rows: readonly TransactionRowValues[]): Promise<void> {
  for (const [i, values] of rows.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add row' }).click();
    await fillRow(page.getByRole('group', { name: `Transaction ${i + 1}` }), values);
  }
  const created = serverAnswer(page, 'CreateTransaction');
  await page.getByRole('button', { name: `Save ${rows.length} transaction${rows.length === 1 ? '' : 's'}`, exact: true }).click();
  await created;
}
