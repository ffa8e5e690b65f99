// The operation log a user downloads for support (issue 8, part 1): the documented format, the
// operations this tab made, and none of the user's secrets, searched for by their real values.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createEmulatorUser } from './support/emulator';
import { idTokenInPage, signedInPage } from './support/session';

test('the downloaded operation log holds the operations, without the token, password or e-mail', async ({ browser }) => {
  const user = await createEmulatorUser({ name: 'Lou' });
  const page = await signedInPage(browser, user);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const token = await idTokenInPage(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download operation log' }).click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8');
  const log = JSON.parse(text) as { format: string; version: number; route: string; operations: { operationName: string; operationType: string; httpStatus: number | null; route: string }[] };

  expect(log).toMatchObject({ format: 'portfolio-tracker-operation-log', version: 1, route: '/app/profile' });
  expect(log.operations.map((op) => op.operationName)).toContain('AuditUser');
  expect(log.operations.find((op) => op.operationName === 'AuditUser')).toMatchObject({ operationType: 'mutation', httpStatus: 200 });
  for (const secret of [token, user.password, user.email]) expect(text).not.toContain(secret);
});
