// Billing end to end against the local Stripe stand-in (docs/decisions/0011): a new user sees the
// trial, subscribes through the stand-in's checkout page, sees the invoice, cancels and renews,
// buys a top-up and sees the balance go up. Every change reaches the app through the webhook.
import { expect, test, type Page } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { shootScreen } from './support/screens';
import { signedInPage } from './support/session';

const planCard = (page: Page) => page.getByRole('region', { name: 'Your plan' });

/** Confirms the cancel or renew dialog and waits for its badge. */
async function change(page: Page, button: string, badge: RegExp) {
  await planCard(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(planCard(page).getByText(badge)).toBeVisible();
}

test('a new user subscribes through checkout, sees the invoice, cancels, renews and tops up tokens', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createEmulatorUser({ name: 'Bea' });
  const page = await signedInPage(browser, user);

  // The trial, announced in the shell, with its days left.
  const banner = page.getByRole('status').filter({ hasText: 'Free trial' });
  await expect(banner).toContainText('Free trial: 14 days left.');
  await banner.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(planCard(page)).toContainText('Free trial — 14 days left');
  await expect(planCard(page)).toContainText('$9.00 / month');
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('No invoices yet');
  await shootScreen(page, 'subscription-trial', async () => {
    await page.goto('/app/subscription');
    await expect(planCard(page)).toContainText('Free trial — 14 days left');
    await expect(banner).toBeVisible();
  }, { signedIn: true });

  // Checkout on the stand-in's hosted page; back in the app the webhook has made it a subscription.
  await planCard(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12191'}/checkout/cs_`));
  await expect(page.getByRole('heading', { name: 'Portfolio Tracker Pro' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/app\/subscription\?checkout=success$/);
  await expect(page.getByText('Payment received. Your plan starts as soon as Stripe confirms it.')).toBeVisible();
  await expect(planCard(page).getByText('Subscribed — in trial')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Free trial:' })).toHaveCount(0);

  // The trial's invoice, with a link to Stripe's page for it.
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText('Trial period for Portfolio Tracker Pro');
  await expect(invoices).toContainText('$0.00');
  await expect(invoices.getByRole('link', { name: /View/ })).toHaveAttribute('href', /\/invoices\/in_/);

  await change(page, 'Cancel subscription', /^Cancels on /);
  await expect(planCard(page)).toContainText('nothing is charged after that');
  await change(page, 'Renew subscription', /^Subscribed — in trial$/);
  await shootScreen(page, 'subscription', async () => {
    await page.goto('/app/subscription');
    await expect(planCard(page).getByText('Subscribed — in trial')).toBeVisible();
    await expect(invoices).toContainText('Trial period for Portfolio Tracker Pro');
  }, { signedIn: true });

  // A top-up: the balance goes from the trial's 200,000 tokens to 1,200,000.
  await page.goto('/app/token-top-up-prices');
  const tokens = page.getByRole('region', { name: 'Your tokens', exact: true });
  await expect(tokens).toContainText('200,000');
  await page.getByRole('button', { name: 'Buy 1M agent tokens' }).click();
  await expect(page.getByRole('heading', { name: '1M agent tokens' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/app\/token-top-up-prices\?topup=success$/);
  await expect(tokens).toContainText('1,200,000', { timeout: 20_000 });
  await shootScreen(page, 'token-top-ups', async () => {
    await page.goto('/app/token-top-up-prices');
    await expect(tokens).toContainText('1,200,000');
  }, { signedIn: true });
});
