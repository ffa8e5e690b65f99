// Screenshots of a screen in the light and dark themes, at desktop and phone widths, for review.
import type { Page } from '@playwright/test';
import { appOperation } from './appOperations';

export const SCREEN_DIR = 'test-results/screens';

type Theme = 'light' | 'dark';

const variants = [
  { theme: 'light', width: 1280, height: 800, label: 'desktop-light' },
  { theme: 'dark', width: 1280, height: 800, label: 'desktop-dark' },
  { theme: 'light', width: 375, height: 812, label: 'mobile-light' },
  { theme: 'dark', width: 375, height: 812, label: 'mobile-dark' },
] as const;

/** Shots of a dashboard widget for review: tall enough for a widget of 9 rows, and a phone of 390 px. */
export const WIDGET_SHOTS = [
  { theme: 'light', width: 1280, height: 1100, label: 'desktop-light' },
  { theme: 'dark', width: 1280, height: 1100, label: 'desktop-dark' },
  { theme: 'light', width: 390, height: 844, label: 'phone-light' },
  { theme: 'dark', width: 390, height: 844, label: 'phone-dark' },
] as const;

/**
 * A signed-in user's theme comes from their saved settings, not from local storage: save it
 * through the API with the page's own session (the token Firebase keeps in IndexedDB).
 */
export async function saveUserTheme(page: Page, theme: Theme): Promise<void> {
  const ok = await page.evaluate(async (operation) => {
    const token = await new Promise<string | null>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        all.onsuccess = () => {
          const rows = all.result as { fbase_key: string; value: { stsTokenManager?: { accessToken?: string } } }[];
          resolve(rows.find((row) => row.fbase_key.startsWith('firebase:authUser:'))?.value.stsTokenManager?.accessToken ?? null);
        };
      };
    });
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
      body: JSON.stringify(operation),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    return response.ok && !body.errors;
  }, appOperation('EditUserSetting', { userSettingInput: { theme } }));
  if (!ok) throw new Error(`Saving the theme ${theme} through editUserSetting failed`);
}

/**
 * Shoots `name` in every variant. `show` brings the screen up (and waits for it) after the
 * theme is stored; it runs once per variant since a reload loses navigation state. With
 * `signedIn`, the theme is saved in the user's settings as well.
 */
export async function shootScreen(page: Page, name: string, show: () => Promise<void>, options: { signedIn?: boolean; desktopHeight?: number } = {}): Promise<void> {
  // The test goes on at the size it had: a phone-width page shows cards instead of table rows.
  const size = page.viewportSize();
  for (const variant of variants) {
    // A dashboard scrolls inside the app's frame: a taller window shows all of it in one shot.
    const height = variant.width > 1000 && options.desktopHeight ? options.desktopHeight : variant.height;
    await page.setViewportSize({ width: variant.width, height });
    await page.evaluate((theme) => localStorage.setItem('theme', theme), variant.theme);
    if (options.signedIn) await saveUserTheme(page, variant.theme);
    await show();
    await page.locator(`html.${variant.theme}`).waitFor({ state: 'attached' });
    await page.screenshot({ path: `${SCREEN_DIR}/${name}-${variant.label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
