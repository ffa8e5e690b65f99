// The assistant end to end (issue 27): from the shell, a suggested question is answered by the
// model (the journeys' scripted double, e2e/support/journeyModel.ts) through a read-only tool over
// the user's own holdings; the answer is shown as it is written, its figure links to the dashboard
// that shows it, and the tokens the answer used come off the balance. The full page lists the
// conversation; both are shot in light, dark and at phone width, and scanned by axe. Asked to
// record a purchase, it drafts it: the user confirms it on Add transactions, filled in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { JOURNEY_DRAFT, JOURNEY_USAGE } from './support/journeyModel';
import { serverAnswer } from './support/session';
import { openNewDashboard, userWithImportedLedger } from './support/dashboardUi';
import { shootScreen } from './support/screens';

const QUESTION = 'What are my largest holdings?';
/** Two model calls (the tool call, then the answer), each reporting JOURNEY_USAGE. */
const ANSWER_TOKENS = 2 * (JOURNEY_USAGE.prompt + JOURNEY_USAGE.completion);

const tokensIn = async (balance: Locator) => Number((await balance.innerText()).replace(/[^\d]/g, ''));
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Assistant' });

/** Serious and critical WCAG 2.1 A/AA violations, one line per node. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const scan = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (within ? scan.include(within) : scan).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} at ${node.target.join(' ')}`));
}

test('a suggested question is answered as it is written, with a linked figure, and spends tokens', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await userWithImportedLedger(browser, 'Ada');
  const dashboard = await openNewDashboard(page, 'Holdings', ['widgetHoldingAllocation']);

  await page.getByRole('button', { name: 'Assistant' }).first().click();
  const panel = panelOf(page);
  await expect(panel.getByRole('textbox', { name: 'Ask about your portfolio' })).toBeFocused();
  const balance = panel.getByTestId('assistant-balance');
  await expect(balance).toContainText('tokens left');
  const before = await tokensIn(balance);
  expect(before).toBeGreaterThan(ANSWER_TOKENS);

  await panel.getByRole('button', { name: QUESTION }).click();
  const answer = panel.getByTestId('assistant-answer').last();
  // Written piece by piece: seen while streaming, then released once its tokens are debited.
  await expect(answer).toHaveAttribute('data-status', 'streaming');
  await expect(answer).toContainText('Your largest holding');
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answer).toContainText(/Your largest holding is VTI, worth [\d,]+\.\d\d USD\./);
  await expect(answer.getByText('Used: holdings')).toBeVisible();
  await expect(balance).toHaveText(`${(before - ANSWER_TOKENS).toLocaleString('en-US')} tokens left`);
  await expect(panel.getByTestId('conversation-usage')).toContainText(`${ANSWER_TOKENS.toLocaleString('en-US')} tokens`);

  // The figure in the sentence links to the dashboard whose widget shows the holdings.
  const figure = answer.getByRole('link', { name: /^[\d,]+\.\d\d USD$/ }).first();
  await expect(figure).toHaveAttribute('href', dashboard);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await shootScreen(page, 'assistant-panel', async () => {
    await page.goto(dashboard);
    await page.getByRole('button', { name: 'Assistant' }).first().click();
    await panelOf(page).getByRole('button', { name: /History/ }).click();
    await panelOf(page).getByRole('button', { name: QUESTION }).first().click();
    await expect(panelOf(page).getByTestId('assistant-answer').last()).toHaveAttribute('data-status', 'done');
  }, { signedIn: true });
  await page.goto(dashboard);
  await page.getByRole('button', { name: 'Assistant' }).first().click();
  await panelOf(page).getByRole('button', { name: QUESTION }).click();
  await expect(panelOf(page).getByTestId('assistant-answer').last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await panelOf(page).getByTestId('assistant-answer').last().getByRole('link', { name: /^[\d,]+\.\d\d USD$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(panelOf(page)).toBeHidden();

  // "Open full page" shows the conversation beside the history of both.
  await page.getByRole('button', { name: 'Assistant' }).first().click();
  await panelOf(page).getByRole('link', { name: 'Open full page' }).click();
  await expect(page).toHaveURL(/\/app\/assistant\/[^/]+$/);
  const conversationPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Assistant', level: 1 })).toBeVisible();
  await expect(page.getByTestId('assistant-answer').last()).toHaveAttribute('data-status', 'done');
  await expect(page.getByRole('button', { name: new RegExp(`^${QUESTION}`) })).toHaveCount(2);
  await shootScreen(page, 'assistant-page', async () => {
    await page.goto(conversationPath);
    await expect(page.getByTestId('assistant-answer').last()).toHaveAttribute('data-status', 'done');
  }, { signedIn: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Asked to record a purchase, it only drafts it: the link opens Add transactions filled in, and
  // the purchase exists once the user saves it there.
  const ask = page.getByRole('textbox', { name: 'Ask about your portfolio' });
  await ask.fill('Record that I bought 5 VTI at 200 on 1 March 2024.');
  await ask.press('Enter');
  const draft = page.getByTestId('assistant-answer').last();
  await expect(draft).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(draft).toContainText('Nothing is saved until you confirm it in Add transactions.');
  await draft.getByRole('link', { name: '1,000.00 USD' }).first().click();
  await expect(page).toHaveURL(/\/app\/transaction\/add\?type=Buy&ticker=VTI/);
  await expect(page.getByText('The assistant proposed this transaction.', { exact: false })).toBeVisible();
  const proposed = page.getByRole('group', { name: 'Transaction 1' });
  await expect(proposed.getByLabel(/^Shares/)).toHaveValue(String(JOURNEY_DRAFT.shares));
  await expect(proposed.getByLabel(/^Price per share/)).toHaveValue(String(JOURNEY_DRAFT.price));
  const created = serverAnswer(page, 'CreateTransaction');
  await page.getByRole('button', { name: 'Save 1 transaction', exact: true }).click();
  const body = (await (await created).json()) as { data: { createTransaction: { transactions: { ticker: string; shares: number; date: string }[] } } };
  expect(body.data.createTransaction.transactions[0]).toMatchObject({ ticker: 'VTI', shares: JOURNEY_DRAFT.shares, date: expect.stringMatching(/^2024-03-01/) });
  await expect(page).toHaveURL(/\/app\/transaction$/);
});
