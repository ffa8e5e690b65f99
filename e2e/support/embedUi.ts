// Embedding a widget through its menu and the embed dialog, shared by the journeys that need an
// embed link.
import { expect, type Page } from '@playwright/test';
import { SCREEN_DIR } from './screens';
import { serverAnswer } from './session';

const definitionSlug = (title: string) => title.toLowerCase().replace(/\W+/g, '-');

/** Creates an embed from a widget's menu and returns the snippet the dialog shows. */
export async function embedWidget(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Embed on a website' }).click();
  const dialog = page.getByRole('dialog', { name: `Embed ${title}` });
  await dialog.getByLabel('Link stops working').selectOption('365');
  await expect(dialog.getByLabel('Title on the website')).toHaveValue(title);
  await page.screenshot({ path: `${SCREEN_DIR}/embed-dialog-${definitionSlug(title)}.png` });
  const created = serverAnswer(page, 'CreateEmbed');
  await dialog.getByRole('button', { name: 'Create embed link' }).click();
  await created;
  const snippet = (await dialog.getByLabel('Paste this into your website').textContent()) ?? '';
  await page.screenshot({ path: `${SCREEN_DIR}/embed-dialog-snippet-${definitionSlug(title)}.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return snippet;
}

export function srcOf(snippet: string): string {
  const src = /src="([^"]+)"/.exec(snippet)?.[1];
  if (!src) throw new Error(`No src in ${snippet}`);
  return src.replace(/&amp;/g, '&');
}

