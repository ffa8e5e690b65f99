/** Shared set-up of the import screen's component tests: ledger fixtures, mocks, a scripted file reader. */
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initialSlices, ledgerSlicesVar } from '../../../apollo/vars';
import { system } from '../../../ui/theme';
import {
  CommitImportDocument,
  DiscardImportDocument,
  PortfolioStockTransactionsDocument,
  StageImportDocument,
  UserBrokerAccountDocument,
  type BrokerFieldsFragment,
  type CommitImportMutationVariables,
  type PortfolioFieldsFragment,
  type StageImportMutationVariables,
  type TransactionFieldsFragment,
} from '../../../generated/graphql';
import { broker, portfolio, vtiTransaction as ledgerTransaction } from '../../../testing/ledgerFixtures';
import { transactionTableMock } from '../../../testing/transactionTable';
import { resetProfileTestState, signInWithCachedUser } from '../../profile/profileTestUtils';
import type { ImportFileInfo, ImportParseResult, ImportPreviewRow, ImportRowFields } from '../pipeline/importPreview';
import type { FakeImportWorker } from '../worker/fakeImportWorker';

export { broker, ledgerTransaction, portfolio };

// The lists are fetched again after an import (refreshLedgerLists): they answer every time.
const always = Number.POSITIVE_INFINITY;

/** The ledger the screen reads: transactions (for "already imported"), portfolios, brokers. */
export function ledgerMocks({
  transactions = [],
  portfolios = [portfolio('p1', 'Main')],
  brokers = [broker('b1', 'IBKR', [{ id: 'a1', name: 'Cash' }])],
}: {
  transactions?: TransactionFieldsFragment[];
  portfolios?: PortfolioFieldsFragment[];
  brokers?: BrokerFieldsFragment[];
} = {}): MockLink.MockedResponse[] {
  return [
    transactionTableMock(transactions, { maxUsageCount: always }),
    { request: { query: PortfolioStockTransactionsDocument }, result: { data: { PortfolioStockTransactions: portfolios } }, maxUsageCount: always },
    { request: { query: UserBrokerAccountDocument }, result: { data: { UserBrokerAccount: brokers } }, maxUsageCount: always },
  ];
}

/** The server's side of an import, recording what it was sent. */
export function importServer({
  problems = () => [],
  commit = (variables) => ({ data: { commitImport: { __typename: 'ImportResult', importId: variables.importId, inserted: 0, skipped: [] } } }),
}: {
  problems?: (rows: readonly ImportRowFields[]) => { row: number; message: string }[];
  commit?: (variables: CommitImportMutationVariables) => ApolloLink.Result;
} = {}) {
  const staged: StageImportMutationVariables[] = [];
  const committed: CommitImportMutationVariables[] = [];
  const dryRuns: CommitImportMutationVariables[] = [];
  const discarded: string[] = [];
  let rowCount = 0;
  let stages = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: StageImportDocument, variables: () => true },
      maxUsageCount: always,
      result: (variables: StageImportMutationVariables) => {
        staged.push(variables);
        const rows = variables.rows as ImportRowFields[];
        // A call without an id starts a new stage: imp-1, imp-2, …
        const importId = variables.importId ?? `imp-${++stages}`;
        rowCount = variables.importId ? rowCount + rows.length : rows.length;
        return {
          data: {
            stageImport: {
              __typename: 'ImportStage',
              importId,
              rowCount,
              problems: problems(rows).map((problem) => ({ __typename: 'ImportRowProblem', ...problem })),
            },
          },
        };
      },
    },
    {
      request: { query: CommitImportDocument, variables: () => true },
      maxUsageCount: always,
      result: (variables: CommitImportMutationVariables) => {
        // The preview's dry runs come and go with timing; the tests assert the writes apart.
        (variables.dryRun ? dryRuns : committed).push(variables);
        return commit(variables);
      },
    },
    {
      request: { query: DiscardImportDocument, variables: () => true },
      maxUsageCount: always,
      result: (variables: { importId: string }) => {
        discarded.push(variables.importId);
        return { data: { discardImport: true } };
      },
    },
  ];
  return { mocks, staged, committed, dryRuns, discarded };
}

export const committedResult = (inserted: number, skipped: { row: number; message: string }[] = []) => ({
  data: {
    commitImport: { __typename: 'ImportResult', importId: 'imp-1', inserted, skipped: skipped.map((problem) => ({ __typename: 'ImportRowProblem', ...problem })) },
  },
});

/** Renders `ui` at /app/transaction/import, with stand-ins for the pages its links lead to. */
export function renderImport(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/transaction/import', element: ui },
      { path: '/transaction', element: <p>Transaction list</p> },
      { path: '*', element: <p>Another page</p> },
    ],
    { basename: '/app', initialEntries: ['/app/transaction/import'] },
  );
  const cache = signInWithCachedUser();
  const result = render(
    <MockedProvider cache={cache} mocks={mocks}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...result, router, cache };
}

export function resetImportTestState(): void {
  resetProfileTestState();
  ledgerSlicesVar({ ...initialSlices });
}

/** Chooses `file` in the file step (once the ledger has loaded and the button is enabled). */
export async function chooseFile(file: File): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Choose file' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [file] } });
}

export const csvFile = (text: string, name = 'trades.csv') => new File([text], name, { type: 'text/csv' });

// ------------------------------------------------------------------------------------------
// Scripted previews, delivered by a fake worker that does not read the file itself.

export const fileInfo = (patch: Partial<ImportFileInfo> = {}): ImportFileInfo => ({
  name: 'trades.csv',
  size: 2048,
  format: 'csv',
  reader: 'ibkrFlex',
  encoding: 'utf-8',
  sheetName: null,
  notices: [],
  ...patch,
});

export const trade = (row: number, patch: Partial<ImportRowFields> = {}): ImportRowFields => ({
  row,
  ticker: 'VTI',
  ISIN: 'US9229087690',
  exchangeShortName: null,
  currency: 'USD',
  date: '2023-04-03',
  type: 'Buy',
  shares: 17,
  shareprice: 204.3473,
  fees: 1,
  taxes: 0,
  reference: `T${row}`,
  ...patch,
});

export const okRow = (row: number, patch: Partial<ImportRowFields> = {}): ImportPreviewRow => ({ row, status: 'ok', messages: [], transaction: trade(row, patch), written: null });

export function previewOf(rows: ImportPreviewRow[], file = fileInfo()): ImportParseResult {
  const count = (status: ImportPreviewRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    kind: 'preview',
    preview: {
      file,
      mapping: null,
      rows,
      counts: { rows: rows.length, ok: count('ok'), problem: count('problem'), skipped: count('skipped'), alreadyImported: 0 },
    },
  };
}

/** Answers the parse the screen started with `result`, as the worker would. */
export async function deliver(worker: FakeImportWorker | undefined, result: ImportParseResult): Promise<void> {
  if (!worker) throw new Error('No worker was started');
  // Async: the parse settles in a promise callback after the message.
  await act(async () => worker.deliver({ type: 'result', result }));
}

/**
 * The virtualised table sizes its window from its scroll box, which jsdom does not lay out:
 * give every element a size for the tests of this file (restored after them).
 */
export function layOutScrollBoxes(): void {
  const sizes = { clientHeight: 560, clientWidth: 1200, offsetHeight: 560, offsetWidth: 1200 };
  const originals = Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of originals) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
