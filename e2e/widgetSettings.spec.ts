// Widget settings a user changes on the dashboard itself (issue 23, item 2), end to end: the
// timeline's quick options and the holdings table's sort and columns are saved from inside the
// widgets and are there after a reload; a KPI without its title bar, the holding chart's second
// figure on its own axis and the allocation by sector with its table are drawn, in both themes
// and at phone width.
import { expect, test } from '@playwright/test';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../src/widgets/catalogue';
import { skipDashboardTour, userWithImportedLedger } from './support/dashboardUi';
import { SCREEN_DIR, shootScreen } from './support/screens';
import { postAppOperation, serverAnswer } from './support/session';

const WIDGETS = ['widgetKpiTotalValue', 'widgetTransactionTimeline', 'widgetStockTable', 'widgetHoldingChart', 'widgetStockAllocation'];

test('settings changed on the dashboard are saved from the widgets, and the new displays draw', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Sam');
  const content = dashboardContent(WIDGETS, widgetDefinition);
  const configure = (id: string, config: Record<string, unknown>) => (content.widgets[id] = { ...content.widgets[id]!, config: { ...content.widgets[id]!.config, ...config } });
  configure('w-1', { showHeader: false });
  configure('w-4', { primaryData: 'marketValue', enableSecondaryData: true, secondaryData: 'fwdDividendYield' });
  configure('w-5', { allocationBy: 'sector', showTable: true, dataDisplay: 'value' });
  const { createDashboard } = await postAppOperation<{ createDashboard: { _id: string; name: string } }>(page, 'CreateDashboard', { dashboardInput: { name: 'Settings', ...content } });
  await skipDashboardTour(page);
  const path = `/app/v/${encodeURIComponent(createDashboard._id)}/${dashboardSlug(createDashboard.name)}`;
  await page.goto(path);

  // The KPI without its title bar keeps its name and its buttons, which show when focused.
  const kpi = page.getByRole('region', { name: 'Value of holdings' });
  await expect(kpi.getByTestId('kpi-total-value')).toBeVisible();
  await expect(kpi.getByRole('heading', { name: 'Value of holdings' })).toHaveCount(0);
  await kpi.getByRole('button', { name: 'Settings of Value of holdings' }).focus();
  await expect(kpi.getByRole('button', { name: 'Settings of Value of holdings' })).toBeVisible();

  // A quick option of the timeline is applied and saved.
  const timeline = page.getByRole('region', { name: 'Transaction timeline' });
  const period = timeline.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');
  let saved = serverAnswer(page, 'EditDashboardWidgets');
  await period.getByRole('button', { name: 'Last quarter' }).click();
  await saved;
  await expect(period.getByRole('button', { name: 'Last quarter' })).toHaveAttribute('aria-pressed', 'true');

  // The holdings table: sorted by shares and without its weight column, both saved.
  const table = page.getByRole('region', { name: 'Holdings profit and loss' });
  saved = serverAnswer(page, 'EditDashboardWidgets');
  await table.getByRole('button', { name: 'Shares' }).click();
  await saved;
  const sortedBy = table.getByRole('columnheader', { name: 'Shares' });
  const sort = await sortedBy.getAttribute('aria-sort');
  expect(sort === 'ascending' || sort === 'descending').toBe(true);
  saved = serverAnswer(page, 'EditDashboardWidgets');
  await table.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Weight' }).click();
  await saved;
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Weight' })).toHaveCount(0);

  // The holding chart's yield gets its own axis; the allocation groups by sector with its table.
  const chart = page.getByRole('region', { name: 'Holding chart' });
  await expect(chart.getByText(/right axis/)).toBeVisible();
  const allocation = page.getByRole('region', { name: 'Stocks allocation' });
  await expect(allocation.getByRole('table').first()).toBeVisible();

  // All of it as left after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Transaction timeline' }).getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last quarter' })).toHaveAttribute('aria-pressed', 'true');
  const reloaded = page.getByRole('region', { name: 'Holdings profit and loss' });
  await expect(reloaded.getByRole('columnheader', { name: 'Shares' })).toHaveAttribute('aria-sort', sort!);
  await expect(reloaded.getByRole('columnheader', { name: 'Weight' })).toHaveCount(0);
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The widgets below the fold, each on its own, for review.
  for (const [title, name] of [
    ['Holding chart', 'widget-settings-holding-chart'],
    ['Stocks allocation', 'widget-settings-allocation'],
  ] as const) {
    const widget = page.getByRole('region', { name: title });
    await widget.scrollIntoViewIfNeeded();
    await widget.screenshot({ path: `${SCREEN_DIR}/${name}.png` });
  }

  await shootScreen(
    page,
    'widget-settings',
    async () => {
      await page.goto(path);
      await expect(page.getByTestId('kpi-total-value')).toBeVisible();
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
    },
    { signedIn: true },
  );
});
