// The planning widgets, end to end (issue 23): a dashboard of the four, each configured through its
// settings dialog; a growth rate out of range is refused next to the field and nothing is saved;
// the figures are the planning maths' (common/planning.ts, checked against spreadsheet formulas in
// its tests) and the same after a reload.
import { expect, test, type Page } from '@playwright/test';
import { futureValue, periodsUntilDepleted, periodsUntilGoal } from '../common/planning';
import { PLANNING_WIDGETS } from '../src/features/dashboard/model/defaultDashboard';
import { duration } from '../src/widgets/sharedPlanning/duration';
import { userWithImportedLedger, openNewDashboard } from './support/dashboardUi';
import { SCREEN_DIR, shootScreen } from './support/screens';
import { serverAnswer } from './support/session';

const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** Opens a widget's settings, fills the number fields and switches, saves, and waits for the server. */
async function configure(page: Page, title: string, numbers: Record<string, string>, switchesOff: readonly string[] = []) {
  await page.getByRole('button', { name: `Settings of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `${title} settings` });
  for (const label of switchesOff) {
    const control = dialog.getByRole('checkbox', { name: label });
    if (await control.isChecked()) await dialog.getByText(label).click();
    await expect(control).not.toBeChecked();
  }
  for (const [label, value] of Object.entries(numbers)) await dialog.getByLabel(label, { exact: true }).fill(value);
  const saved = serverAnswer(page, 'EditDashboardWidgets');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await saved;
  await expect(dialog).toBeHidden();
}

/** What the four widgets show, read from the page. */
async function figures(page: Page) {
  return {
    future: await page.getByTestId('kpi-future-value').innerText(),
    goal: await page.locator('[data-widget="widgetValueGoalTrackerKPI"]').innerText(),
    rundown: await page.locator('[data-widget="widgetHoldingsRundownKPI"]').innerText(),
    forecast: await page.getByTestId('forecast-legend').innerText(),
  };
}

test('a planning dashboard: forecast, goal and depletion configured, refused when out of range, the same after a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Paula');
  const path = await openNewDashboard(page, 'Plan', PLANNING_WIDGETS);
  await expect(page.locator('[data-widget]')).toHaveCount(PLANNING_WIDGETS.length);
  // The spec's defaults: 1,000 at 3 % for 10 years.
  await expect(page.getByTestId('kpi-future-value')).toContainText(money(futureValue({ initial: 1000, lumpSum: 0, annualRate: 0.03, payment: 0, frequency: 'monthly', years: 10 })));

  // A growth rate of 200 % is refused next to the field, and nothing is saved.
  await page.getByRole('button', { name: 'Settings of Forecast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forecast settings' });
  await dialog.getByLabel('Yearly growth (0.03 is 3 %)').fill('2');
  await expect(dialog.getByText('Enter a number from -1 to 1.')).toBeVisible();
  let saves = 0;
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('"operationName":"EditDashboardWidgets"')) saves += 1;
  });
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('Check Yearly growth (0.03 is 3 %).')).toBeVisible();
  expect(saves).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The forecast: 25,000 and 500 a month for 30 years at 5 %.
  await configure(page, 'Forecast', { 'Initial investment': '25000', 'Yearly growth (0.03 is 3 %)': '0.05', Years: '30', 'Regular contribution': '500' });
  const forecastValue = futureValue({ initial: 25_000, lumpSum: 0, annualRate: 0.05, payment: 500, frequency: 'monthly', years: 30 });
  await expect(page.getByTestId('forecast-legend')).toContainText(money(forecastValue));
  await expect(page.getByTestId('forecast-band')).toBeVisible();

  // The future value: the same plan over 20 years.
  await configure(page, 'Future value', { 'Initial investment': '25000', 'Yearly growth (0.03 is 3 %)': '0.05', Years: '20', 'Regular contribution': '500' });
  await expect(page.getByTestId('kpi-future-value')).toHaveText(money(futureValue({ initial: 25_000, lumpSum: 0, annualRate: 0.05, payment: 500, frequency: 'monthly', years: 20 })));

  // The goal: 250,000 from 10,000 with 400 a month at 6 %, not from the holdings.
  await configure(page, 'Goal', { Goal: '250000', 'Initial investment': '10000', 'Yearly growth (0.03 is 3 %)': '0.06', 'Regular contribution': '400' }, ['Start from the holdings’ value']);
  const goalPeriods = periodsUntilGoal({ initial: 10_000, lumpSum: 0, annualRate: 0.06, payment: 400, frequency: 'monthly' }, 250_000)!;
  await expect(page.getByTestId('kpi-goal')).toHaveText('4.00%');
  await expect(page.locator('[data-widget="widgetValueGoalTrackerKPI"]')).toContainText(`reached in ${duration(goalPeriods)} at this pace`);

  // Depletion: 300,000 at 4 % less 2,000 a month.
  await configure(page, 'Money lasts', { 'Initial investment': '300000', 'Yearly growth (0.03 is 3 %)': '0.04', 'Regular withdrawal': '2000' });
  const rundownPeriods = periodsUntilDepleted(300_000, 0.04, 2000, 'monthly')!;
  await expect(page.getByTestId('kpi-rundown')).toHaveText(duration(rundownPeriods));
  await expect(page.locator('[data-widget="widgetHoldingsRundownKPI"]')).toContainText(`taking ${money(2000)} a month from ${money(300_000)}`);

  // Everything the same after a reload.
  const before = await figures(page);
  await page.reload();
  await expect(page.getByTestId('forecast-band')).toBeVisible();
  await expect(page.getByTestId('kpi-rundown')).toHaveText(duration(rundownPeriods));
  expect(await figures(page)).toEqual(before);

  await shootScreen(
    page,
    'planning-dashboard',
    async () => {
      await page.goto(path);
      await expect(page.getByTestId('forecast-band')).toBeVisible();
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    },
    { signedIn: true },
  );

  // The forecast at phone width, on its own: below the fold of the screens above.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(path);
  const forecast = page.getByRole('region', { name: 'Forecast' });
  await forecast.scrollIntoViewIfNeeded();
  await expect(forecast.getByTestId('forecast-band')).toBeVisible();
  await forecast.screenshot({ path: `${SCREEN_DIR}/planning-forecast-mobile.png` });
});
