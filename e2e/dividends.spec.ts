// The dividend dashboard, end to end (issue 22): two simulated payers and a stock that pays
// nothing bought through the screens; the market jobs store their dividends and profiles; a
// dashboard of the twelve dividend widgets shows the server's figures, and the calendar and the
// timeline show the next payment; accepting the dividends the ledger lacks makes them income. The figures themselves are checked against hand computations
// in server/modules/analytics/dividendFigures.test.ts; here, that every widget shows what the
// server answers.
import { expect, test, type Page } from '@playwright/test';
import { widgetDefinition } from '../src/widgets/catalogue';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { DIVIDEND_WIDGETS, dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { skipDashboardTour } from './support/dashboardUi';
import { createEmulatorUser } from './support/emulator';
import { addTransactions, setUpLedger } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { postAppOperation, signedInPage } from './support/session';


interface Dividends {
  portfolioDividends: {
    forwardIncome: number;
    pendingData: string[];
    payouts: { stock: { ticker: string }; payDate: string | null; status: string; income: number | null }[];
  };
}

/** The dividend figures as the widgets' own query asks for them with the default filter. */
async function dividendsOf(page: Page): Promise<Dividends['portfolioDividends']> {
  return (await postAppOperation<Dividends>(page, 'WidgetDividends', { filter: {} })).portfolioDividends;
}

test('the dividend dashboard shows the market\'s dividends for the holdings, and the next payment', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, await createEmulatorUser({ name: 'Dora' }));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await setUpLedger(page);
  await page.goto('/app/transaction/add');
  await addTransactions(page, [
    { kind: 'Buy', symbol: 'AAPL', date: '2024-01-02', fields: { Shares: '10', 'Price per share': '180' } },
    { kind: 'Buy', symbol: 'O', date: '2024-01-02', fields: { Shares: '50', 'Price per share': '55' } },
    { kind: 'Buy', symbol: 'MSFT', date: '2024-01-02', fields: { Shares: '5', 'Price per share': '370' } },
  ]);

  // The market jobs store the simulated histories in the background: until then the figures say they wait.
  await expect.poll(async () => (await dividendsOf(page)).pendingData, { timeout: 60_000 }).toEqual([]);
  const figures = await dividendsOf(page);
  expect(figures.forwardIncome).toBeGreaterThan(0);

  const { createDashboard } = await postAppOperation<{ createDashboard: { _id: string; name: string } }>(page, 'CreateDashboard', {
    dashboardInput: { name: 'Dividends', ...dashboardContent(DIVIDEND_WIDGETS, widgetDefinition) },
  });
  const path = `/app/v/${encodeURIComponent(createDashboard._id)}/${dashboardSlug(createDashboard.name)}`;
  // The first-visit tour already seen: it is not what this journey is about.
  await skipDashboardTour(page);
  await page.goto(path);

  // Every widget shows data: none loading, none failed.
  const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
  await expect(page.getByTestId('kpi-dividend-estimate')).toHaveText(money(figures.forwardIncome));
  await expect(page.locator('[data-widget]')).toHaveCount(DIVIDEND_WIDGETS.length);
  await expect(page.locator('[data-widget] [data-state="success"], [data-widget] [data-testid^="kpi-"]').first()).toBeVisible();
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The next payment, as the server counts it: the first payout still to come.
  const next = figures.payouts.filter((p) => p.status !== 'paid' && p.payDate !== null).sort((a, b) => (a.payDate! < b.payDate! ? -1 : 1))[0]!;
  await expect(page.getByTestId('next-payment')).toContainText(next.stock.ticker);
  // The calendar opens on today's month; the next payment is there or in the month after it.
  const calendar = page.locator('[data-widget="widgetDividendCalendar"]');
  const payChip = calendar.locator(`[data-kind="pay"][title*="${next.stock.ticker}"]`);
  if (!(await payChip.first().isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(payChip.first()).toBeVisible();
  await expect(payChip.first()).toHaveAttribute('title', new RegExp(next.stock.ticker));

  // MSFT pays nothing: the insights table says so, and lists the two payers first.
  const table = page.locator('[data-widget="widgetMyStockDividendInfoTable"]');
  await expect(table.getByRole('row').filter({ hasText: 'MSFT' })).toContainText('pays no dividend');

  // No income recorded yet: the market's dividends since the buys wait as pending actions.
  const received = page.getByTestId('income-totals');
  await expect(received).toContainText('Received, 1 year$0.00');
  await page.goto('/app/transaction#pending-actions');
  await expect(page.getByRole('list', { name: 'Pending actions' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByText(/Nothing pending/)).toBeVisible({ timeout: 30_000 });
  // Accepted, they are the ledger's income: the income chart counts them, the forward figures stay.
  await page.goto(path);
  await expect(page.getByTestId('kpi-dividend-estimate')).toHaveText(money(figures.forwardIncome));
  await expect(received).not.toContainText('Received, 1 year$0.00');
  await expect(received).toContainText(/Received, 1 year\$\d/);

  await shootScreen(page, 'dividend-dashboard', async () => {
    await page.goto(path);
    await expect(page.getByTestId('kpi-dividend-estimate')).toHaveText(money(figures.forwardIncome));
    await expect(page.getByTestId('next-payment')).toBeVisible();
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  }, { signedIn: true });
  // The charts and the calendar below the fold, in their turn.
  for (const widget of ['widgetDividendCalendar', 'widgetDividendIncomeChart', 'widgetDividendTimeline']) {
    await shootScreen(page, `dividend-dashboard-${widget}`, async () => {
      await page.goto(path);
      await expect(page.getByTestId('next-payment')).toBeVisible();
      await page.locator(`[data-widget="${widget}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
    }, { signedIn: true });
  }
});
