import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { sealLogFile } from '../logChecksum';
import type { OperationLogFile } from '../operationLog';
import { renderReplay } from './renderReplay';

// A real log, downloaded from the profile by e2e/replay.spec.ts: setup, one Buy of 10 AAPL at 100,
// the default dashboard opened (simulated prices: AAPL at 120.86), then the profile. Recorded again
// when the timeline began to read its own query instead of the transaction list.
const SESSION = fs.readFileSync(path.join(__dirname, 'fixtures/dashboard-session.json'), 'utf8');
const DASHBOARD = '/app/v/fe5278a1-8f02-40b7-91bc-b0bfc8e87f44/my-portfolio';
const LAZY_SCREEN = { timeout: 15_000 };

describe('renderReplay', () => {
  it('shows the recorded dashboard with the recorded figures, every operation answered from the log', async () => {
    const { warnings } = await renderReplay(SESSION, DASHBOARD);
    expect(await screen.findByTestId('kpi-total-value', {}, LAZY_SCREEN)).toHaveTextContent('$1,206.61');
    await waitFor(() => expect(screen.getByTestId('kpi-realised-gain')).toHaveTextContent('$0.00'));
    expect(screen.getByRole('heading', { name: 'My portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Replay' })).toHaveTextContent('34 operations recorded');
    // The log is of an older version: the shell's bell now reads the notifications, its trial
    // banner the billing offer and the subscription status, the dashboard reads pending corporate actions and stores its
    // widgets' configs back at their new versions (the interval as { name, desc }). None was
    // recorded, so each is told as unanswered, as for any log of an older version.
    expect(warnings.snapshot().filter((warning) => warning.kind === 'unanswered').map((warning) => warning.operationName)).toEqual([
      'UserNotifications',
      'BillingOffer',
      'SubscriptionStatus',
      'EditDashboardContent',
      'PendingCorporateActions',
    ]);
  });

  it('replays a recorded failure as the same error on the same screen', async () => {
    const log = JSON.parse(SESSION) as OperationLogFile;
    const { checksum: _old, cache: _cache, ...rest } = log;
    const failed = {
      ...rest,
      operations: rest.operations.map((operation) =>
        operation.operationName === 'UserTransactionTable' ? { ...operation, data: undefined, networkError: { message: 'The ledger is being upgraded.', statusCode: 503 }, httpStatus: 503 } : operation,
      ),
    };
    await renderReplay(JSON.stringify(await sealLogFile(failed)), '/app/transaction');
    expect(await screen.findByText('The ledger is being upgraded.', {}, LAZY_SCREEN)).toBeInTheDocument();
  });

  it('refuses a log that was edited after the download, with the reason', async () => {
    await expect(renderReplay(SESSION.replace('1206.613', '9206.613'))).rejects.toThrow(/changed after it was downloaded/);
  });
});
