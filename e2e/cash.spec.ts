// Cash in the ledger, end to end (docs/decisions/0007): an account set to settle its trades, a
// deposit, a buy paid from the cash, interest with tax and an account fee; the list shows each
// cash row by its currency, the dashboard the cash and net worth, and a withdrawal beyond the
// balance is refused with the balance named.
import { expect, test, type Page } from '@playwright/test';
import { skipDashboardTour } from './support/dashboardUi';
import { createEmulatorUser } from './support/emulator';
import { addTransactions, setUpLedger } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { serverAnswer, signedInPage } from './support/session';

// Cash: 10,000 deposited − (10 × 100 + 5) for the buy + (50 − 10) interest after tax − 12 fee = 9,023.
const CASH = '$9,023.00';

/** Turns on "Trades move cash" for the setup's account, on the brokers screen. */
async function settleTrades(page: Page): Promise<void> {
  await page.goto('/app/broker');
  await page.getByRole('button', { name: 'Edit account Main account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  // The switch's label, as a user clicks it (the input itself is visually hidden).
  await dialog.getByText('Trades move cash', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Trades move cash' })).toBeChecked();
  const saved = serverAnswer(page, 'EditAccount');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(page.getByRole('list', { name: 'Accounts of Interactive Brokers' })).toContainText('Cash settled');
}

const rowOf = (page: Page, kind: string) => page.getByRole('row').filter({ has: page.getByText(kind, { exact: true }) });

test('a deposit, a buy settled from cash, interest and an account fee move the cash; a larger withdrawal is refused', async ({ browser }) => {
  test.setTimeout(240_000);
  const user = await createEmulatorUser({ name: 'Carla' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);
  await settleTrades(page);
  await shootScreen(page, 'account-cash-settings', async () => {
    await page.goto('/app/broker');
    await page.getByRole('button', { name: 'Edit account Main account' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit account' }).getByRole('switch', { name: 'Trades move cash' })).toBeChecked();
  }, { signedIn: true });

  await page.goto('/app/transaction/add');
  await addTransactions(page, [
    { kind: 'Deposit', date: '2024-01-02', fields: { Amount: '10000' } },
    { kind: 'Buy', symbol: 'AAPL', date: '2024-01-03', fields: { Shares: '10', 'Price per share': '100', Fees: '5' } },
    { kind: 'Interest', date: '2024-03-01', fields: { 'Gross interest': '50', 'Taxes withheld': '10' } },
    { kind: 'Fee', date: '2024-04-01', fields: { Amount: '12' } },
  ]);
  await expect(page).toHaveURL(/\/app\/transaction$/);

  // Each cash row by its currency, with its amount.
  await expect(rowOf(page, 'Deposit')).toContainText('USD');
  await expect(rowOf(page, 'Deposit')).toContainText('10,000.00');
  await expect(rowOf(page, 'Interest')).toContainText('50.00');
  await expect(rowOf(page, 'Fee')).toContainText('12.00');
  await shootScreen(page, 'transactions-cash', async () => {
    await page.goto('/app/transaction');
    await expect(rowOf(page, 'Deposit').or(page.getByText('Deposit', { exact: true }).first()).first()).toBeVisible();
  }, { signedIn: true });

  // The dashboard's value KPI: the securities' value, and the cash and net worth beside it.
  // The first-visit tour is not what this journey is about (nor its pictures).
  await skipDashboardTour(page);
  await page.goto('/app/');
  await expect(page.getByTestId('kpi-total-value-cash')).toHaveText(CASH);
  await shootScreen(page, 'dashboard-cash', async () => {
    await page.goto('/app/');
    await expect(page.getByTestId('kpi-total-value-cash')).toHaveText(CASH);
    await expect(page.locator('.driver-popover')).toBeHidden();
  }, { signedIn: true });

  // The portfolio's card: its cash and net worth beside its value.
  await page.goto('/app/portfolio');
  await expect(page.getByRole('article').filter({ hasText: 'Net worth' })).toContainText(CASH);
  await shootScreen(page, 'portfolio-cash', async () => {
    await page.goto('/app/portfolio');
    await expect(page.getByRole('article').filter({ hasText: 'Net worth' })).toContainText(CASH);
  }, { signedIn: true });

  // More than the cash holds, in an account without overdraft: refused, nothing written.
  await page.goto('/app/transaction/add');
  const row = page.getByRole('group', { name: 'Transaction 1' });
  await row.getByLabel(/^Kind/).selectOption('Withdrawal');
  await row.getByLabel(/^Date/).fill('2024-05-01');
  await row.getByLabel(/^Amount/).fill('20000');
  const refused = serverAnswer(page, 'CreateTransaction');
  await page.getByRole('button', { name: 'Save 1 transaction', exact: true }).click();
  await refused;
  await expect(page.getByText(/more than the cash balance of 9023\.00 USD on 2024-05-01/)).toBeVisible();
  await page.goto('/app/transaction');
  await expect(rowOf(page, 'Withdrawal')).toHaveCount(0);
});
