// The market widgets, end to end (issue 25): a dashboard of all nine on the simulated provider,
// each showing its data (symbols never seen before are fetched in the background and arrive
// without a reload); a quote the server stores is pushed over the socket into the price widget
// with no new request; an unknown ticker is named in its widget while the rest go on; the
// dashboard shot in light, dark and at phone width.
import { expect, test, type Page } from '@playwright/test';
import { dashboardSlug } from '../src/features/dashboard/dashboardPath';
import { MARKET_WIDGETS, dashboardContent } from '../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../src/widgets/catalogue';
import { skipDashboardTour, userWithImportedLedger } from './support/dashboardUi';
import { shootScreen } from './support/screens';
import { postAppOperation } from './support/session';
import { LIVELY_PAIR } from '../server/market/simulated/listings';

/** A crypto pair: its simulated price moves whatever the day and hour of the run. */
const ALWAYS_OPEN = LIVELY_PAIR;

/** The nine widgets, the holdings prices one showing a crypto pair, VTI (held) and an index no provider lists (the simulation makes up any listing, not an index). */
function marketDashboard() {
  const content = dashboardContent(MARKET_WIDGETS, widgetDefinition);
  for (const widget of Object.values(content.widgets)) {
    if (widget.name === 'widgetStockPrice') widget.config = { ...widget.config, tickers: [ALWAYS_OPEN, 'VTI', '^NOPE'] };
  }
  return content;
}

async function expectEveryWidgetShown(page: Page) {
  await expect(page.locator('[data-widget]')).toHaveCount(MARKET_WIDGETS.length);
  // No skeleton, no failure, nothing still being fetched.
  await expect(page.locator('[data-widget] [data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-widget] [role="alert"]')).toHaveCount(0);
  await expect(page.getByText(/^Fetching prices for/)).toHaveCount(0, { timeout: 30_000 });
}

test('a market dashboard of nine widgets; a pushed price reaches the price widget without a reload', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await userWithImportedLedger(browser, 'Maya');
  const { createDashboard } = await postAppOperation<{ createDashboard: { _id: string; name: string } }>(page, 'CreateDashboard', {
    dashboardInput: { name: 'Markets', ...marketDashboard() },
  });
  await skipDashboardTour(page);
  const path = `/app/v/${encodeURIComponent(createDashboard._id)}/${dashboardSlug(createDashboard.name)}`;
  await page.goto(path);
  await expectEveryWidgetShown(page);

  // The unknown ticker is named in its widget; the other rows and widgets are unaffected.
  const prices = page.locator('[data-widget="widgetStockPrice"]');
  await expect(prices.getByTestId('unknown-symbols')).toContainText('^NOPE', { timeout: 30_000 });
  await expect(prices.getByTestId(`price-row-${ALWAYS_OPEN}`).getByTestId('price')).toBeVisible();
  await expect(page.locator('[data-widget="widgetKpiIndex"]')).toContainText('NASDAQ');
  await expect(page.locator('[data-widget="widgetIndicesPrices"] li')).toHaveCount(5);
  await expect(page.locator('[data-widget="widgetTechnicalAnalysisWidget"] [role="meter"]').first()).toBeVisible();
  await expect(page.locator('[data-widget="newsUpdates"] a[target="_blank"]').first()).toBeVisible();

  // A new quote stored by the server's refresh is pushed: the price changes with no new quotes request.
  let quoteReads = 0;
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('"operationName":"WidgetMarketQuotes"')) quoteReads += 1;
  });
  const price = prices.getByTestId(`price-row-${ALWAYS_OPEN}`).getByTestId('price');
  const before = await price.innerText();
  await expect(price).not.toHaveText(before, { timeout: 120_000 });
  expect(quoteReads).toBe(0);

  await shootScreen(page, 'market-dashboard', async () => {
    await page.goto(path);
    await expectEveryWidgetShown(page);
  }, { signedIn: true, desktopHeight: 2600 });
});
