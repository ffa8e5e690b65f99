// The start most dashboard journeys share: a user with a ledger imported through the screens,
// then the home view's default dashboard with its first-visit tour closed.
import { expect, type Browser, type Page } from '@playwright/test';
import { createEmulatorUser } from './emulator';
import { VTI_CSV, importFile, setUpLedger } from './ledgerUi';
import { postAppOperation, signedInPage } from './session';
import { dashboardSlug } from '../../src/features/dashboard/dashboardPath';
import { dashboardContent } from '../../src/features/dashboard/model/defaultDashboard';
import { widgetDefinition } from '../../src/widgets/catalogue';

/** A new user signed in on a desktop-sized page, with one VTI buy imported through the screens. */
export async function userWithImportedLedger(browser: Browser, name: string): Promise<Page> {
  const page = await signedInPage(browser, await createEmulatorUser({ name }));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await setUpLedger(page);
  await importFile(page, VTI_CSV, 1);
  return page;
}

/** Opens the home view (the default dashboard), closes the first-visit tour with Escape, returns its path. */
export async function openDashboardPastTour(page: Page): Promise<string> {
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/v\/[^/]+\/my-portfolio$/);
  const tour = page.locator('.driver-popover');
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  return new URL(page.url()).pathname;
}

/** Marks the dashboard tour as seen in the user's settings, for journeys it is not about. */
export async function skipDashboardTour(page: Page): Promise<void> {
  await postAppOperation(page, 'EditUserSetting', { userSettingInput: { tourGuides: { DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true, DASHBOARD_TOUR_3: true } } });
}

/** Creates a dashboard of these widgets (their default settings and layout), skips the tour and opens it; returns its path. */
export async function openNewDashboard(page: Page, name: string, widgetNames: readonly string[]): Promise<string> {
  const { createDashboard } = await postAppOperation<{ createDashboard: { _id: string; name: string } }>(page, 'CreateDashboard', {
    dashboardInput: { name, ...dashboardContent([...widgetNames], widgetDefinition) },
  });
  await skipDashboardTour(page);
  const path = `/app/v/${encodeURIComponent(createDashboard._id)}/${dashboardSlug(createDashboard.name)}`;
  await page.goto(path);
  return path;
}
