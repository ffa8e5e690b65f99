// Figures in one currency and one format all session long: a user whose display currency is not
// the dollar, in a locale that is not the currency's home, deletes a transaction and goes Home
// without a reload; every figure on the dashboard keeps their currency and their locale's format.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { VTI_CSV, fillRow, importFile, setUpLedger } from './support/ledgerUi';
import { signInThroughUi } from './support/authUi';
import { SCREEN_DIR } from './support/screens';
import { serverAnswer } from './support/session';

interface Case {
  currency: 'EUR' | 'GBP';
  sign: string;
  locale: string;
  /** Any amount as this locale writes it, whatever its currency: "€1,234.56" or "1.234,56 £". */
  amount: RegExp;
}

const CASES: Case[] = [
  { currency: 'EUR', sign: '€', locale: 'en-US', amount: /^[+−-]?[$€£][\d,]+(\.\d+)?[KMB]?$/ },
  { currency: 'GBP', sign: '£', locale: 'de-DE', amount: /^[+−-]?[\d.]+(,\d+)?(\s(Tsd|Mio|Mrd)\.)?\s[$€£]$/ },
];

/** Each text on the page that holds a currency sign, with what labels it ("Total: €3.7K" → "€3.7K"). */
async function moneyTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A chart table's caption is a sentence naming figures (the chart's label); its cells are checked one by one.
      if (node.parentElement?.closest('caption')) continue;
      const text = (node.textContent ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
      if (/[$€£]/.test(text)) texts.push(text);
    }
    return texts;
  });
}

/**
 * The dashboard's totals are in the display currency, and every amount on it (prices in a
 * security's own currency included) is written the way the user's locale writes numbers.
 */
async function expectFiguresIn(page: Page, { sign, amount }: Case): Promise<void> {
  const inDisplayCurrency = (text: string) => amount.test(text) && text.includes(sign);
  await expect(page.getByTestId('kpi-total-value')).toHaveText(amount);
  await expect.poll(async () => inDisplayCurrency((await page.getByTestId('kpi-total-value').textContent()) ?? '')).toBe(true);
  const valueChart = page.getByRole('region', { name: 'Portfolio value over time', exact: true });
  await expect.poll(async () => (await moneyTexts(valueChart)).slice(0, 2).every(inDisplayCurrency), { timeout: 15_000 }).toBe(true);
  const allocation = page.getByRole('region', { name: 'Holdings allocation', exact: true });
  await expect.poll(async () => (await moneyTexts(allocation)).some(inDisplayCurrency), { timeout: 15_000 }).toBe(true);
  // One value at one moment: the chart's last market value and the allocation's total are the KPI's.
  const value = (await page.getByTestId('kpi-total-value').textContent())!.replace(/\u00a0|\u202f/g, ' ');
  await expect.poll(async () => (await moneyTexts(valueChart))[0], { timeout: 15_000 }).toBe(value);
  await expect.poll(async () => (await moneyTexts(allocation)).includes(value), { timeout: 15_000 }).toBe(true);
  // The figures settle as widgets answer: read again until every one is in the user's format. A
  // sentence may hold a figure ("+€127.64 in the last month"): each amount in it must be one.
  const amounts = new RegExp(amount.source.replace(/^\^/, '').replace(/\$$/, ''), 'g');
  const misformatted = (text: string) => !amount.test(text) && /[$€£]/.test(text.replace(amounts, ''));
  await expect.poll(async () => (await moneyTexts(page.getByRole('main'))).filter(misformatted), { timeout: 15_000 }).toEqual([]);
  expect((await moneyTexts(page.getByRole('main'))).length).toBeGreaterThan(5);
  // Whole at 1280 px beside both sidebars: each KPI figure fits its card, none is cut to "€3,698,4…".
  const cut = await page.locator('output[data-testid^="kpi-"]').evaluateAll((figures) =>
    figures.filter((figure) => figure.scrollWidth > figure.clientWidth + 1).map((figure) => figure.textContent),
  );
  expect(cut).toEqual([]);
}

for (const which of CASES) {
  test(`in ${which.currency} with a ${which.locale} browser, figures keep their currency and format after a delete`, async ({ browser }) => {
    test.setTimeout(180_000);
    const user = await createEmulatorUser({ name: 'Elsa' });
    const page = await (await browser.newContext({ locale: which.locale })).newPage();
    await signInThroughUi(page, user);
    await setUpLedger(page, { currency: which.currency });
    await importFile(page, VTI_CSV, 1);
    // A second holding, so the dashboard has figures left after the delete: millions, the longest figures.
    await page.goto('/app/transaction/add');
    await fillRow(page.getByRole('group', { name: 'Transaction 1' }), { kind: 'Buy', symbol: 'AAPL', date: '2024-01-02', fields: { Shares: '30000', 'Price per share': '100' } });
    const created = serverAnswer(page, 'CreateTransaction');
    await page.getByRole('button', { name: /^Save 1 transaction$/ }).click();
    await created;
    await page.goto('/app/');
    await expect(page.locator('.driver-popover')).toBeVisible(); // the first-visit tour
    await page.keyboard.press('Escape');
    await expect(page.locator('.driver-popover')).toBeHidden();
    await expectFiguresIn(page, which);

    await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
    await page.getByRole('checkbox', { name: /^Select .*VTI/ }).first().check();
    await page.getByRole('button', { name: /^Delete selected/ }).click();
    const deleted = serverAnswer(page, 'DeleteTransactions');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await deleted;
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/app\/v\/[^/]+\/my-portfolio$/);
    await expectFiguresIn(page, which);
    await page.screenshot({ path: `${SCREEN_DIR}/home-after-delete-${which.currency}-${which.locale}.png`, fullPage: true });
  });
}
