// Embedded widgets (issue 8, part 2) in a real browser: an owner embeds a KPI, a chart and the
// transaction timeline from their dashboard, a page served from another origin shows them in
// iframes to a visitor without an account, in the owner's theme; after the owner revokes one in
// the profile, it shows the error panel, and forged links or a link for another widget are refused.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from '../scripts/lib/freePort';
import { openDashboardPastTour, userWithImportedLedger } from './support/dashboardUi';
import { embedWidget, srcOf } from './support/embedUi';
import { SCREEN_DIR, saveUserTheme } from './support/screens';
import { serverAnswer } from './support/session';

/** Makes every frame's localStorage and sessionStorage throw on access, as a strict browser does. */
const REFUSE_STORAGE = () => {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
};

/** Another website: one page with the given HTML, on its own port (another origin). */
async function hostSite(): Promise<{ origin: string; setBody(html: string): void; close(): Promise<void> }> {
  let body = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>My blog</title></head><body style="font-family:sans-serif;background:#f4f1ea;margin:16px"><h1>My investing blog</h1>${body}</body></html>`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, setBody: (html) => void (body = html), close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a KPI, a chart and the timeline embedded on another origin show the owner’s figures until revoked; forged links are refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await userWithImportedLedger(browser, 'Emil');
  await openDashboardPastTour(owner);
  const value = (await owner.getByTestId('kpi-total-value').textContent()) ?? '';
  expect(value).toMatch(/^\$\d/);

  const kpiSnippet = await embedWidget(owner, 'Value of holdings');
  const chartSnippet = await embedWidget(owner, 'Portfolio value over time');
  const timelineSnippet = await embedWidget(owner, 'Transaction timeline');
  expect(kpiSnippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/app\/embed-widget\/widgetKpiTotalValue\?token=pte_[\w-]+" title="Value of holdings" width="320" height="160"/);
  const kpiSrc = srcOf(kpiSnippet);
  const site = await hostSite();
  try {
    expect(new URL(site.origin).origin).not.toBe(new URL(kpiSrc).origin);
    const forged = kpiSrc.replace(/token=pte_/, 'token=pte_x');
    const otherWidget = kpiSrc.replace('widgetKpiTotalValue', 'widgetKpiTwr').replace('title="Value of holdings"', '');
    site.setBody(
      `${kpiSnippet}\n${chartSnippet}\n${timelineSnippet}\n` +
        `<iframe src="${forged}" title="Forged" width="320" height="160" style="border:0"></iframe>` +
        `<iframe src="${otherWidget}" title="Other widget" width="320" height="160" style="border:0"></iframe>`,
    );

    // A visitor with no account, on the other site.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.setViewportSize({ width: 1100, height: 1100 });
    await visitor.goto(site.origin);
    const kpi = visitor.frameLocator('iframe[title="Value of holdings"]');
    await expect(kpi.getByTestId('kpi-total-value')).toHaveText(value);
    const chart = visitor.frameLocator('iframe[title="Portfolio value over time"]');
    await expect(chart.getByRole('heading', { name: 'Portfolio value over time' })).toBeVisible();
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.getByTestId('value-legend').getByText('Market value')).toBeVisible();
    // The timeline reads the server's buckets through its token (never the ledger's rows): the
    // owner's one VTI buy of April 2023 is outside its year, and its note says so.
    const timeline = visitor.frameLocator('iframe[title="Transaction timeline"]');
    await expect(timeline.getByText('No transactions in the last 1 year. 1 transaction in all, the latest on 03 Apr 23', { exact: false })).toBeVisible();
    // The owner's theme (dark, the default), whatever the visitor's.
    await expect(kpi.locator('html')).toHaveClass(/dark/);
    await expect(visitor.frameLocator('iframe[title="Forged"]').getByRole('alert')).toContainText('This embed link is not valid.');
    await expect(visitor.frameLocator('iframe[title="Other widget"]').getByRole('alert')).toContainText('This embed is for another widget.');
    await visitor.screenshot({ path: `${SCREEN_DIR}/embed-host-dark.png`, fullPage: true });

    // The owner switches to the light theme: the embeds follow on the next load.
    await saveUserTheme(owner, 'light');
    await visitor.reload();
    await expect(kpi.locator('html')).toHaveClass(/light/);
    await expect(kpi.getByTestId('kpi-total-value')).toHaveText(value);
    await expect(chart.getByTestId('value-legend').getByText('Market value')).toBeVisible();
    await visitor.screenshot({ path: `${SCREEN_DIR}/embed-host-light.png`, fullPage: true });
    await visitor.setViewportSize({ width: 375, height: 900 });
    await visitor.screenshot({ path: `${SCREEN_DIR}/embed-host-mobile.png`, fullPage: true });

    // A visitor whose browser refuses storage to pages (an embed in Incognito, Brave or under
    // strict settings): reading localStorage or sessionStorage throws, and the embed still shows.
    const strict = await (await browser.newContext()).newPage();
    await strict.addInitScript(REFUSE_STORAGE);
    const strictErrors: string[] = [];
    strict.on('pageerror', (error) => strictErrors.push(error.message));
    await strict.goto(site.origin);
    await expect(strict.frameLocator('iframe[title="Value of holdings"]').getByTestId('kpi-total-value')).toHaveText(value);
    await expect(strict.frameLocator('iframe[title="Portfolio value over time"]').getByTestId('value-legend').getByText('Market value')).toBeVisible();
    // And the app itself starts: its sign-in page answers.
    await strict.goto(`${new URL(kpiSrc).origin}/app/auth/sign-in`);
    await expect(strict.getByRole('button', { name: /^Sign in$/ })).toBeVisible();
    expect(strictErrors).toEqual([]);
    await strict.context().close();

    // The profile lists all three; revoking the KPI stops it at once, the chart goes on.
    await owner.goto('/app/profile');
    const embeds = owner.getByRole('region', { name: 'Embedded widgets' });
    await expect(embeds.getByRole('listitem')).toHaveCount(3);
    await expect(embeds.getByRole('listitem').filter({ hasText: 'Value of holdings' })).toContainText('Live');
    const revoked = serverAnswer(owner, 'RevokeEmbed');
    await embeds.getByRole('button', { name: 'Revoke the embed of Value of holdings' }).click();
    await revoked;
    await expect(embeds.getByRole('listitem').filter({ hasText: 'Value of holdings' })).toContainText('Revoked');
    await owner.screenshot({ path: `${SCREEN_DIR}/embed-profile-list.png`, fullPage: true });
    await owner.setViewportSize({ width: 375, height: 812 });
    await embeds.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: `${SCREEN_DIR}/embed-profile-list-mobile.png` });

    await visitor.setViewportSize({ width: 1100, height: 1100 });
    await visitor.reload();
    await expect(kpi.getByRole('alert')).toContainText('This embed was revoked by its owner.');
    await expect(chart.getByTestId('value-legend').getByText('Market value')).toBeVisible();
    await visitor.screenshot({ path: `${SCREEN_DIR}/embed-host-revoked.png`, fullPage: true });
    await visitor.context().close();
  } finally {
    await site.close();
  }
});
