// The dashboard in a real browser against the real server, database and Auth emulator: a user
// with an imported ledger opens the home view (the default dashboard, with the tour), adds
// widgets, resizes one, maximises a chart, changes a widget's settings, reloads and finds it all
// as left; then duplicates, renames, reorders and deletes dashboards. The KPIs show the ledger's
// own analytics for the same filter.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { WIDGETS, widgetDefinition } from '../src/widgets/catalogue';
import { analyticsFilter, type FilterConfig } from '../src/widgets/framework/commonFields';
import { resolveConfig } from '../src/widgets/framework/configFields';
import { appOperation } from './support/appOperations';
import { userWithImportedLedger } from './support/dashboardUi';
import { createEmulatorUser } from './support/emulator';
import { VTI_CSV, fillRow, importFile, setUpLedger } from './support/ledgerUi';
import { SCREEN_DIR, shootScreen } from './support/screens';
import { idTokenInPage, serverAnswer, signedInPage } from './support/session';

/** The summary a widget with its default settings asks for (its interval's range start, today). */
async function analyticsSummary(page: Page, widgetName: string) {
  const token = await idTokenInPage(page);
  const filter = analyticsFilter(resolveConfig(widgetDefinition(widgetName)!.configs, {}).config as unknown as FilterConfig);
  const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: appOperation('WidgetSummary', { filter }) });
  const body = (await response.json()) as { data: { portfolioSummary: { currency: string; marketValue: number; costBasis: number; realizedGain: number; income: number; holdingCount: number } } };
  return body.data.portfolioSummary;
}

const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

function widget(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

function sidebarEntries(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboards' }).getByRole('listitem');
}

/**
 * Creates a dashboard of these widgets through the API, placed by the app's own functions, with
 * the tour marked done; returns its path.
 */
async function createDashboardOf(page: Page, name: string, widgetNames: readonly string[]): Promise<string> {
  const token = await idTokenInPage(page);
  const call = async (operationName: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: appOperation(operationName, variables) });
    const body = (await response.json()) as { data?: { createDashboard?: { _id: string } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  await call('SaveTourGuides', { userSettingInput: { tourGuides: { DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true, DASHBOARD_TOUR_3: true } } });
  const created = await call('CreateDashboard', { dashboardInput: { name, ...dashboardContent([...widgetNames], widgetDefinition) } });
  return `/app/v/${created!.createDashboard!._id}/${name.toLowerCase().replace(/\W+/g, '-')}`;
}

/** The grid item's rendered size in pixels. */
async function sizeOf(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The widget is not on screen');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test('a user with imported transactions arranges a dashboard, reloads, and manages dashboards', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await userWithImportedLedger(browser, 'Dana');

  // The home view opens the default dashboard, and the tour starts on the first visit.
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/v\/[^/]+\/my-portfolio$/);
  const tour = page.locator('.driver-popover');
  await expect(tour).toContainText('Your dashboards');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Add widgets');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('Arrange them your way');
  await tour.getByRole('button', { name: 'Done' }).click();
  await expect(tour).toBeHidden();

  // The KPIs equal the ledger's analytics for the same (default) filter: the value's (a month),
  // and the realised gain's and income's (3 months).
  const value = await analyticsSummary(page, 'widgetKpiTotalValue');
  expect(value.holdingCount).toBe(1);
  await expect(page.getByTestId('kpi-total-value')).toHaveText(usd(value.marketValue));
  const flows = await analyticsSummary(page, 'widgetTotalRealisedGainLostKPI');
  await expect(page.getByTestId('kpi-realised-gain')).toHaveText(usd(flows.realizedGain));
  await expect(page.getByTestId('kpi-income')).toHaveText(usd(flows.income));

  // Add three widgets from the picker, which stays open until Done.
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add a widget' });
  for (const title of ['Value at cost', 'Time-weighted return per holding', 'Transactions']) {
    await picker.getByRole('textbox', { name: 'Search widgets' }).fill(title);
    const saved = serverAnswer(page, 'EditDashboardContent');
    await picker.getByRole('button', { name: `Add ${title}`, exact: true }).click();
    await saved;
    await expect(picker.getByRole('status')).toHaveText(`${title} added to the dashboard.`);
  }
  await page.screenshot({ path: `${SCREEN_DIR}/dashboard-widget-picker.png` });
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
  for (const title of ['Value at cost', 'Time-weighted return per holding', 'Transactions']) await expect(widget(page, title)).toBeVisible();

  // Resize a chart from its corner; the layout (only) is saved.
  const chart = widget(page, 'Time-weighted return per holding');
  const item = page.locator('.react-grid-item').filter({ has: chart });
  await item.scrollIntoViewIfNeeded();
  const before = await sizeOf(item);
  const handle = item.locator('.react-resizable-handle-se');
  const start = await handle.boundingBox();
  if (!start) throw new Error('No resize handle');
  const layoutSaved = serverAnswer(page, 'EditDashboardLayouts');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 260, start.y + 160, { steps: 12 });
  await page.mouse.up();
  await layoutSaved;
  const resized = await sizeOf(item);
  // Taller by the rows dragged (its width may be at the grid's edge already).
  expect(resized.height).toBeGreaterThan(before.height + 100);
  expect(resized.width).toBeGreaterThanOrEqual(before.width);

  // Maximise a chart, then come back.
  await page.getByRole('button', { name: 'Maximise Portfolio value over time' }).click();
  const full = page.getByRole('dialog', { name: 'Portfolio value over time, full screen' });
  await expect(full).toBeVisible();
  // The chart fills the view (1000 px tall here), as a maximised table does.
  await expect.poll(async () => (await full.locator('svg').first().boundingBox())?.height ?? 0).toBeGreaterThan(700);
  await expect(full).toHaveCSS('opacity', '1'); // the opening animation done
  await page.screenshot({ path: `${SCREEN_DIR}/dashboard-maximised-chart.png` });
  await full.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(full).toBeHidden();

  // Change a widget's settings (only the widgets are saved).
  await page.getByRole('button', { name: 'Settings of Value of holdings' }).click();
  const settings = page.getByRole('dialog', { name: 'Value of holdings settings' });
  await settings.getByText('Show value at cost').click();
  const widgetsSaved = serverAnswer(page, 'EditDashboardWidgets');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await widgetsSaved;
  await expect(widget(page, 'Value of holdings')).toContainText('At cost');

  // Everything is as left after a reload, and the finished tour does not come back.
  await page.reload();
  for (const title of ['Value at cost', 'Time-weighted return per holding', 'Transactions']) await expect(widget(page, title)).toBeVisible();
  await expect(widget(page, 'Value of holdings')).toContainText('At cost');
  await expect.poll(() => sizeOf(page.locator('.react-grid-item').filter({ has: widget(page, 'Time-weighted return per holding') }))).toEqual(resized);
  await expect(tour).toBeHidden();
  const widgetCount = await page.locator('.react-grid-item').count();

  await shootScreen(page, 'dashboard', async () => {
    await page.goto(new URL(page.url()).pathname);
    await expect(page.getByTestId('kpi-total-value')).toBeVisible();
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  }, { signedIn: true });

  // Duplicate: the copy has the same widgets and opens.
  await page.getByRole('button', { name: 'Actions for My portfolio' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate dashboard' });
  await expect(duplicate.getByLabel('Dashboard name')).toHaveValue('My portfolio (copy)');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/my-portfolio-copy$/);
  await expect(page.locator('.react-grid-item')).toHaveCount(widgetCount);

  // Rename the copy.
  await page.getByRole('button', { name: 'Actions for My portfolio (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename dashboard' });
  await rename.getByLabel('Dashboard name').fill('Dividends');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dividends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dividends' })).toBeVisible();

  // Reorder by dragging "Dividends" above "My portfolio"; the order holds after a reload.
  await expect(sidebarEntries(page)).toHaveText(['My portfolio', 'Dividends']);
  const reordered = serverAnswer(page, 'EditDashboardMenu');
  await sidebarEntries(page).nth(1).dragTo(sidebarEntries(page).nth(0));
  await reordered;
  await expect(sidebarEntries(page)).toHaveText(['Dividends', 'My portfolio']);
  await page.reload();
  await expect(sidebarEntries(page)).toHaveText(['Dividends', 'My portfolio']);

  // Delete the current one: the view moves to the other.
  await page.getByRole('button', { name: 'Actions for Dividends' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete dashboard' }).click();
  await expect(page.getByText('Dashboard “Dividends” deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/my-portfolio$/);
  await expect(sidebarEntries(page)).toHaveText(['My portfolio']);
});

test('a Buy added on another device reaches the holdings table, value chart, TWR chart, timeline and KPI in every open tab', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Theo' });
  const page = await signedInPage(browser, user);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await setUpLedger(page);
  await importFile(page, VTI_CSV, 1);
  const names = ['widgetKpiTotalValue', 'widgetStockTable', 'widgetPortfolioValueOvertimeChart', 'widgetTwrByHoldingChart', 'widgetTransactionTimeline'];
  await page.goto(await createDashboardOf(page, 'After a write', names));
  const holdings = widget(page, 'Holdings profit and loss');
  const twr = widget(page, 'Time-weighted return per holding');
  const valueChart = widget(page, 'Portfolio value over time');
  const timeline = widget(page, 'Transaction timeline');
  const kpi = page.getByTestId('kpi-total-value');
  await expect(holdings).toContainText('VTI');
  await expect(twr).toContainText('VTI');
  // The server's count and latest day of the whole ledger, the one buy being older than the timeline's year.
  await expect(timeline).toContainText('1 transaction in all, the latest on 03 Apr 23');
  const before = await kpi.textContent();

  const chartBefore = (await valueChart.textContent()) ?? '';
  expect(chartBefore).toContain(before!);
  // A second tab of the same browser on the same dashboard: the tabs share local storage.
  const sibling = await page.context().newPage();
  await sibling.goto(page.url());
  await expect(widget(sibling, 'Holdings profit and loss')).toContainText('VTI');

  // The same user in another tab buys MSFT; this tab is left alone (no navigation, no reload).
  const other = await signedInPage(browser, user);
  await other.goto('/app/transaction/add');
  await fillRow(other.getByRole('group', { name: 'Transaction 1' }), { kind: 'Buy', symbol: 'MSFT', date: '2024-05-06', fields: { Shares: '3', 'Price per share': '410' } });
  await other.getByRole('button', { name: /^Save 1 transaction$/ }).click();
  await expect(other).toHaveURL(/\/app\/transaction$/);

  // Every widget shows the ledger after the write: the new holding, and one new total everywhere.
  await expect(holdings).toContainText('MSFT', { timeout: 15_000 });
  await expect(twr).toContainText('MSFT', { timeout: 15_000 });
  await expect(kpi).not.toHaveText(before!, { timeout: 15_000 });
  const after = (await kpi.textContent())!;
  await expect(valueChart).toContainText(after, { timeout: 15_000 });
  await expect(holdings.getByRole('row', { name: /^Total / })).toContainText(after);
  await expect(timeline).toContainText('2 transactions in all, the latest on 06 May 24', { timeout: 15_000 });
  await expect(widget(sibling, 'Holdings profit and loss')).toContainText('MSFT', { timeout: 15_000 });
});

test('screens for review: a dashboard of every widget, light and dark, desktop and phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Gale' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);
  await importFile(page, VTI_CSV, 1);
  // Every widget of the catalogue.
  const path = await createDashboardOf(page, 'Every widget', WIDGETS.map((widget) => widget.name));

  await shootScreen(page, 'dashboard-every-widget', async () => {
    await page.goto(path);
    await expect(page.locator('section[data-widget]')).toHaveCount(WIDGETS.length);
    await expect(page.locator('[data-state="loading"], [data-state="failure"]')).toHaveCount(0);
  }, { signedIn: true });
  // At 1280 px beside both sidebars the profit/loss breakdown's card is a quarter wide: its part
  // labels are whole ("Realised", not "R…").
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const parts = page.getByTestId('kpi-total-return-parts');
  await expect(parts).toContainText('Taxes and fees');
  const cut = await parts.locator('p').evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cut).toEqual([]);
  // The whole grid at once (the page scrolls inside its main area, so a tall window shows it all).
  await page.setViewportSize({ width: 1600, height: 2600 });
  await page.goto(path);
  await expect(page.locator('section[data-widget]')).toHaveCount(WIDGETS.length);
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  await expect(page.getByText('Could not load this widget')).toHaveCount(0);
  await page.screenshot({ path: `${SCREEN_DIR}/dashboard-every-widget-tall.png` });
});
