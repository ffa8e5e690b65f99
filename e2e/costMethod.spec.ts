// The cost method, end to end: a sale after two buys at different prices has one realised gain
// at average cost and another under FIFO; choosing the method in the profile recomputes it on the
// server, and the transaction list and the dashboard show the new figure, both ways.
import { expect, test, type Page } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { addTransactions, setUpLedger, weekdayDaysAgo } from './support/ledgerUi';
import { shootScreen } from './support/screens';
import { serverAnswer, signedInPage } from './support/session';

// Buy 10 at 100, buy 10 at 130, sell 10 at 150, no fees.
// Average cost: (10 × 100 + 10 × 130) / 20 = 115 a share, so the sale gains 10 × (150 − 115) = 350.
// FIFO: the sale takes the first lot, bought at 100, so it gains 10 × (150 − 100) = 500.
const AVERAGE_GAIN = '$350.00';
const FIFO_GAIN = '$500.00';

/** The sale's realised gain in the transaction list, and the Total realised gain KPI on the home dashboard. */
async function expectRealisedGain(page: Page, amount: string): Promise<void> {
  await page.goto('/app/transaction');
  const sale = page.getByRole('row').filter({ has: page.getByText('Sell', { exact: true }) });
  await expect(sale).toContainText(amount);
  await page.goto('/app/');
  await expect(page.getByTestId('kpi-realised-gain')).toHaveText(`+${amount}`);
}

async function chooseCostMethod(page: Page, method: 'average' | 'fifo', explained: RegExp): Promise<void> {
  await page.goto('/app/profile');
  const section = page.getByRole('region', { name: 'Cost basis' });
  const saved = serverAnswer(page, 'EditUserSetting');
  await section.getByLabel('Cost method').selectOption(method);
  await saved;
  await expect(section.getByTestId('cost-method-explained')).toHaveText(explained);
  // Saved on the server, not only on screen: a reload reads it back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cost basis' }).getByLabel('Cost method')).toHaveValue(method);
}

test('switching the cost method to FIFO and back recomputes the realised gain', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Fiona' });
  const page = await signedInPage(browser, user);
  await setUpLedger(page);

  await page.goto('/app/transaction/add');
  await addTransactions(page, [
    // Within the last 3 months, the dashboard's realised-gain KPI's default interval.
    { kind: 'Buy', symbol: 'AAPL', date: weekdayDaysAgo(60), fields: { Shares: '10', 'Price per share': '100' } },
    { kind: 'Buy', symbol: 'AAPL', date: weekdayDaysAgo(45), fields: { Shares: '10', 'Price per share': '130' } },
    { kind: 'Sell', symbol: 'AAPL', date: weekdayDaysAgo(30), fields: { Shares: '10', 'Price per share': '150' } },
  ]);
  await expect(page).toHaveURL(/\/app\/transaction$/);

  // A new user counts at average cost.
  await expectRealisedGain(page, AVERAGE_GAIN);
  await page.keyboard.press('Escape'); // the first-visit tour

  await chooseCostMethod(page, 'fifo', /^A sale takes the cost of the shares you bought first/);
  await expectRealisedGain(page, FIFO_GAIN);

  await shootScreen(page, 'profile-cost-basis', async () => {
    await page.goto('/app/profile');
    await expect(page.getByRole('region', { name: 'Cost basis' }).getByLabel('Cost method')).toHaveValue('fifo');
  }, { signedIn: true });

  await chooseCostMethod(page, 'average', /^Every share of a holding costs the same/);
  await expectRealisedGain(page, AVERAGE_GAIN);
});
