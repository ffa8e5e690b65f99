// Corporate actions, end to end (docs/decisions/0009), on the simulated market the e2e server
// runs: SIM9 splits 2-for-1 on 2021-06-14 and pays a dividend every quarter. Bought before the
// May 2021 ex-date, with every dividend from November 2021 on already recorded as Income, its
// ledger lacks exactly three actions: the May dividend, the split and the August dividend (paid
// on twice the shares). The banner names the split on the dashboard and the portfolios; accept
// all, and the ledger has the Split and the two Incomes, and nothing is pending.
import { expect, test, type Page } from '@playwright/test';
import { createSimulatedProvider } from '../server/market/simulated/simulatedProvider';
import { appOperation } from './support/appOperations';
import { openDashboardPastTour } from './support/dashboardUi';
import { createEmulatorUser } from './support/emulator';
import { fillRow, setUpLedger } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { idTokenInPage, serverAnswer, signedInPage } from './support/session';

const SYMBOL = 'SIM9';
const BOUGHT_ON = '2021-05-03';
const SPLIT_WARNING = `${SYMBOL} split 2:1 on 2021-06-14 is not in your ledger: its value shows the old share count until you accept it.`;

interface CreatedBuy {
  parentportfolio: { _id: string };
  account: { _id: string };
  broker: { _id: string };
  exchangeShortName: string | null;
}

/** Buys 10 SIM9 through the add form; answers the created row (its portfolio, account and broker). */
async function buyThroughForm(page: Page): Promise<CreatedBuy> {
  await page.goto('/app/transaction/add');
  await fillRow(page.getByRole('group', { name: 'Transaction 1' }), { kind: 'Buy', symbol: SYMBOL, date: BOUGHT_ON, fields: { Shares: '10', 'Price per share': '150' } });
  const created = serverAnswer(page, 'CreateTransaction');
  await page.getByRole('button', { name: 'Save 1 transaction', exact: true }).click();
  const body = (await (await created).json()) as { data: { createTransaction: { transactions: CreatedBuy[] } } };
  return body.data.createTransaction.transactions[0]!;
}

/** The dividends the simulation has paid on SIM9 since the purchase, oldest first. */
async function paidDividends() {
  const today = new Date().toISOString().slice(0, 10);
  const dividends = await createSimulatedProvider().dividends!(SYMBOL, { from: BOUGHT_ON, to: today });
  return dividends.filter((dividend) => (dividend.payDate ?? dividend.exDate) <= today);
}

/** Records an Income for each dividend, as a user who copied them from statements would, through the app's own operation. */
async function recordIncomes(page: Page, buy: CreatedBuy, dividends: Awaited<ReturnType<typeof paidDividends>>): Promise<void> {
  const token = await idTokenInPage(page);
  const transactionInput = dividends.map((dividend) => ({
    type: 'Income',
    ticker: SYMBOL,
    exchangeShortName: buy.exchangeShortName,
    currency: dividend.currency,
    date: dividend.payDate ?? dividend.exDate,
    shares: 20,
    shareprice: dividend.amount,
    portfolio_Id: buy.parentportfolio._id,
    account_Id: buy.account._id,
    broker_Id: buy.broker._id,
  }));
  const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: appOperation('CreateTransaction', { transactionInput }) });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
}

const pendingList = (page: Page) => page.getByRole('list', { name: 'Pending actions' });

test('a holding whose provider knows a split and two dividends shows three pending actions; accepting them changes the ledger', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, await createEmulatorUser({ name: 'Sol' }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await setUpLedger(page);
  const buy = await buyThroughForm(page);

  const [may, august, ...later] = await paidDividends();
  expect(may?.exDate).toBe('2021-05-14');
  expect(august?.exDate.slice(0, 7)).toBe('2021-08');
  expect(later.length).toBeGreaterThan(0);
  await recordIncomes(page, buy, later);

  // The market store learns SIM9's splits and dividends in the background: look until it has.
  await expect(async () => {
    await page.goto('/app/transaction');
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(3, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const list = pendingList(page);
  await expect(list.getByRole('listitem', { name: `Dividend ${SYMBOL} ${may!.exDate}` })).toContainText('10 shares');
  await expect(list.getByRole('listitem', { name: `Split ${SYMBOL} 2021-06-14` })).toContainText('2 for 1: 10 → 20 shares');
  // Paid after the split on the broker's 20 shares, 15 % withheld (the United States' default).
  await expect(list.getByRole('listitem', { name: `Dividend ${SYMBOL} ${august!.exDate}` })).toContainText('20 shares');
  await expect(list.getByRole('listitem', { name: `Dividend ${SYMBOL} ${august!.exDate}` })).toContainText('(15 %)');
  await shootScreen(page, 'pending-actions', async () => {
    await page.goto('/app/transaction');
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(3);
  }, { signedIn: true });

  // Until the split is accepted the screens of values say so.
  await openDashboardPastTour(page);
  await expect(page.getByRole('status', { name: 'Splits not in your ledger' })).toContainText(SPLIT_WARNING);
  await shootScreen(page, 'pending-split-banner-dashboard', async () => {
    await page.goto('/app/');
    await expect(page.getByRole('status', { name: 'Splits not in your ledger' })).toBeVisible();
  }, { signedIn: true });
  await page.goto('/app/portfolio');
  await expect(page.getByRole('status', { name: 'Splits not in your ledger' })).toContainText(SPLIT_WARNING);
  // The holding's own list, under it.
  await page.getByRole('button', { name: `Split pending · 3 actions for ${SYMBOL}: show` }).click();
  await expect(page.getByRole('list', { name: `Pending actions of ${SYMBOL}` }).getByRole('listitem')).toHaveCount(3);
  await shootScreen(page, 'pending-split-banner-portfolio', async () => {
    await page.goto('/app/portfolio');
    await page.getByRole('button', { name: `Split pending · 3 actions for ${SYMBOL}: show` }).click();
    await expect(page.getByRole('list', { name: `Pending actions of ${SYMBOL}` }).getByRole('listitem')).toHaveCount(3);
  }, { signedIn: true });

  // Accept all on the banner's link target.
  await page.getByRole('status', { name: 'Splits not in your ledger' }).getByRole('link', { name: 'Review pending actions' }).click();
  await expect(page).toHaveURL(/\/app\/transaction#pending-actions$/);
  const accepted = serverAnswer(page, 'AcceptCorporateActions');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await accepted;
  await expect(page.getByText(/Nothing pending/)).toBeVisible();

  // The ledger: the Split and the two Incomes, between the purchase and the first recorded Income.
  await page.goto(`/app/transaction?from=${BOUGHT_ON}&to=${later[0]!.exDate}`);
  const rows = page.getByRole('row');
  await expect(rows.filter({ has: page.getByText('Split', { exact: true }) })).toHaveCount(1);
  await expect(rows.filter({ has: page.getByText('Income', { exact: true }) })).toHaveCount(2);
  await expect(rows.filter({ has: page.getByText('Buy', { exact: true }) })).toHaveCount(1);
  await expect(page.getByText(/Nothing pending/)).toBeVisible();
  await page.goto('/app/portfolio');
  await expect(page.getByRole('heading', { name: 'Portfolios' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Splits not in your ledger' })).toHaveCount(0);
});

test('the profile sets automatic splits and a country’s withholding rate', async ({ browser }) => {
  const page = await signedInPage(browser, await createEmulatorUser({ name: 'Ren' }));
  await page.goto('/app/profile');
  const section = page.getByRole('region', { name: 'Splits and dividends' });
  await section.getByText('Apply splits automatically', { exact: true }).click();
  await expect(section.getByRole('switch', { name: 'Apply splits automatically' })).toBeChecked();
  const rate = section.getByLabel('Withholding rate of United States (US), in %');
  await rate.fill('120');
  await rate.press('Enter');
  await expect(section.getByText('The rate must be between 0 % and 100 %.')).toBeVisible();
  const saved = serverAnswer(page, 'EditUserSetting');
  await rate.fill('0');
  await rate.press('Enter');
  await saved;
  await page.reload();
  await expect(section.getByLabel('Withholding rate of United States (US), in %')).toHaveValue('0');
  await expect(section.getByRole('button', { name: 'Reset United States (US) to 15 %' })).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Apply splits automatically' })).toBeChecked();
  await shootScreen(page, 'profile-splits-and-dividends', async () => {
    await page.goto('/app/profile');
    await page.getByRole('region', { name: 'Splits and dividends' }).scrollIntoViewIfNeeded();
  }, { signedIn: true });
});
