import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { fakeImportWorkers } from '../worker/fakeImportWorker';
import type { ImportPreviewRow } from '../pipeline/importPreview';
import { BillingUser_UserFragmentDoc } from '../../../generated/graphql';
import { ada } from '../../profile/profileTestUtils';
import { ImportTransactionsScreen } from './ImportTransactionsScreen';
import {
  chooseFile,
  committedResult,
  csvFile,
  deliver,
  importServer,
  layOutScrollBoxes,
  ledgerMocks,
  ledgerTransaction,
  okRow,
  previewOf,
  renderImport,
  resetImportTestState,
} from './importTestUtils';

layOutScrollBoxes();
afterEach(resetImportTestState);

const FLEX_HEADER = 'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID,IBCommission';
const VTI_LINE = 'USD,VTI,20230403,17,204.3473,BUY,US9229087690,1,1234567890,-1';
const AAPL_LINE = 'USD,AAPL,20230405,10,165.5,BUY,US0378331005,1,1234567891,-1';

const vtiRow = {
  row: 2,
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
  reference: '1234567890',
};

const importButton = () => screen.getByRole('button', { name: /^(Import \d[\d,]* transactions?|Try again)$/ });
const table = () => screen.getByRole('table', { name: 'Rows of the file' });
const rowOf = (fileRow: number) => within(table()).getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[1]?.textContent === String(fileRow));

describe('ImportTransactionsScreen', () => {
  it('reads an Interactive Brokers Flex file, stages and commits its row, and shows the result', async () => {
    const workers = fakeImportWorkers();
    const server = importServer({ commit: () => committedResult(1) });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    expect(screen.getByRole('heading', { level: 1, name: 'Import transactions' })).toBeInTheDocument();

    await chooseFile(csvFile([FLEX_HEADER, VTI_LINE].join('\n'), 'flex.csv'));
    expect(await screen.findByRole('heading', { name: 'Check the rows before importing' })).toBeInTheDocument();
    expect(screen.getByText(/flex\.csv · Interactive Brokers Flex statement/)).toBeInTheDocument();
    expect(within(rowOf(2)!).getByText('To import')).toBeInTheDocument();
    expect(within(rowOf(2)!).getByText('VTI')).toBeInTheDocument();
    expect(within(rowOf(2)!).getByText('Buy')).toBeInTheDocument();

    // The only portfolio and account are chosen by themselves.
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(importButton()).toHaveTextContent('Import 1 transaction');
    await userEvent.click(importButton());

    expect(await screen.findByText('Imported 1 transaction.')).toBeInTheDocument();
    expect(server.staged).toEqual([{ importId: null, rows: [vtiRow] }]);
    expect(server.committed).toEqual([{ importId: 'imp-1', portfolio_Id: 'p1', account_Id: 'a1' }]);
    expect(server.discarded).toEqual([]);
    expect(screen.getByRole('link', { name: 'View transactions' })).toHaveAttribute('href', '/app/transaction');
    // The choice is remembered for the next import.
    expect(localStorage.getItem('lastTransactionPortfolio')).toBe('p1');

    await userEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('blocks the import while a row has problems, and leaves the excluded row out', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const server = importServer({ commit: () => committedResult(1) });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    await chooseFile(csvFile('scripted'));
    const problem: ImportPreviewRow = {
      row: 3,
      status: 'problem',
      messages: ['Quantity "abc" is not a number.'],
      transaction: null,
      written: { date: '2023-04-05', type: 'BUY', symbol: 'AAPL', quantity: 'abc', price: '165.5', currency: 'USD' },
    };
    await deliver(workers.made[0], previewOf([okRow(2), problem]));

    const row3 = rowOf(3)!;
    expect(within(row3).getByText('Problem')).toBeInTheDocument();
    expect(within(row3).getByText('Quantity "abc" is not a number.')).toBeInTheDocument();
    // The file's own cells are shown for a row that did not read.
    expect(within(row3).getByText('abc')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 row has problems: exclude it, or fix the file and choose it again.')).toBeInTheDocument());
    expect(importButton()).toBeDisabled();

    await userEvent.click(within(row3).getByRole('checkbox', { name: 'Include row 3' }));
    expect(within(row3).getByText('Excluded')).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());

    expect(await screen.findByText('Imported 1 transaction.')).toBeInTheDocument();
    expect(server.staged.map((call) => (call.rows as { row: number }[]).map((row) => row.row))).toEqual([[2]]);
    expect(screen.getByText(/1 other row was left out/)).toBeInTheDocument();
  });

  it('"Exclude all rows with problems" unticks every problem row', async () => {
    const workers = fakeImportWorkers({ answers: false });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks());
    await chooseFile(csvFile('scripted'));
    const problem = (row: number): ImportPreviewRow => ({ row, status: 'problem', messages: ['The date is missing.'], transaction: null, written: {} });
    await deliver(workers.made[0], previewOf([okRow(2), problem(3), problem(4)]));

    await userEvent.click(screen.getByRole('button', { name: 'Exclude all rows with problems' }));
    expect(within(rowOf(3)!).getByRole('checkbox', { name: 'Include row 3' })).not.toBeChecked();
    expect(within(rowOf(4)!).getByRole('checkbox', { name: 'Include row 4' })).not.toBeChecked();
    expect(within(rowOf(2)!).getByRole('checkbox', { name: 'Include row 2' })).toBeChecked();
    await waitFor(() => expect(importButton()).toBeEnabled());
  });

  it('shows a row the ledger already holds as already imported and does not send it', async () => {
    const workers = fakeImportWorkers();
    const server = importServer({ commit: () => committedResult(1) });
    const held = ledgerTransaction({ reference: '1234567890' });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks({ transactions: [held] }), ...server.mocks]);

    await chooseFile(csvFile([FLEX_HEADER, VTI_LINE, AAPL_LINE].join('\n'), 'flex.csv'));
    await screen.findByRole('heading', { name: 'Check the rows before importing' });
    // The ledger's keys went to the reader with the file.
    expect(workers.made[0]?.requests[0]?.options.existingKeys).toEqual(['tradeId:1234567890|VTI']);

    await userEvent.click(screen.getByRole('button', { name: 'Already imported (1)' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(rowOf(2)!).getByText('Already imported')).toBeInTheDocument();
    expect(within(rowOf(2)!).getByText('Already imported (TradeID 1234567890).')).toBeInTheDocument();
    expect(within(rowOf(2)!).queryByRole('checkbox')).not.toBeInTheDocument();

    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    expect(await screen.findByText('Imported 1 transaction; 1 already imported row skipped.')).toBeInTheDocument();
    expect(server.staged.map((call) => (call.rows as { ticker: string }[]).map((row) => row.ticker))).toEqual([['AAPL']]);
    expect(screen.getByText('Row 2: Already imported (TradeID 1234567890).')).toBeInTheDocument();
  });

  it('asks for the columns of a generic file, with the day/month choice when the dates are ambiguous', async () => {
    const workers = fakeImportWorkers();
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks());
    await chooseFile(csvFile(['Trade Date,Ticker,Shares,Price,Currency', '03/04/2023,VTI,17,204.35,USD', '05/06/2023,AAPL,2,170,USD'].join('\n'), 'broker.csv'));

    expect(await screen.findByRole('heading', { name: 'Match the columns of “broker.csv”' })).toBeInTheDocument();
    // Pre-filled with the guesses from the titles.
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('2');
    expect(screen.getByRole('table', { name: /The first 2 rows of the file/ })).toBeInTheDocument();

    const dayFirst = screen.getByRole('radio', { name: 'Day first: 03/04/2023 is 3 April 2023' });
    expect(screen.getByRole('radio', { name: 'Month first: 03/04/2023 is 4 March 2023' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText(/The dates can be read day first or month first/)).toBeInTheDocument();

    await userEvent.click(dayFirst);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Check the rows before importing' });
    expect(workers.made[1]?.requests[0]?.options.mapping).toMatchObject({ dateOrder: 'dayFirst', columns: { date: 0, symbol: 1, quantity: 2, price: 3 } });
    expect(within(rowOf(2)!).getByText('2023-04-03')).toBeInTheDocument();
    expect(within(rowOf(3)!).getByText('2023-06-05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change column matching' })).toBeInTheDocument();
  });

  it('reads a file without a currency column in one currency chosen for every row', async () => {
    const workers = fakeImportWorkers();
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks());
    await chooseFile(csvFile(['Date,Symbol,Quantity,Price', '2023-04-03,VOD,100,0.98'].join('\n'), 'isa.csv'));
    await screen.findByRole('heading', { name: 'Match the columns of “isa.csv”' });
    expect(screen.getByText('Choose the currency column, or one currency for every row.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'One currency for every row');
    // The user's own currency is offered first.
    expect(screen.getByRole('textbox', { name: 'Currency of every row' })).toHaveValue('GBP');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Check the rows before importing' });
    expect(workers.made[1]?.requests[0]?.options.mapping?.currency).toEqual({ from: 'fixed', currency: 'GBP' });
    expect(within(rowOf(2)!).getByText('GBP')).toBeInTheDocument();
  });

  it('says nothing was imported when the commit fails, keeps the preview, and a retry commits a fresh stage', async () => {
    const workers = fakeImportWorkers();
    let failing = true;
    const server = importServer({
      commit: (variables) =>
        failing ? { errors: [new GraphQLError('The database is unavailable.')] } : { data: { commitImport: { __typename: 'ImportResult', importId: variables.importId, inserted: 1, skipped: [] } } },
    });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    await chooseFile(csvFile([FLEX_HEADER, VTI_LINE].join('\n'), 'flex.csv'));
    await screen.findByRole('heading', { name: 'Check the rows before importing' });
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeInTheDocument();
    expect(within(alert).getByText('The database is unavailable.')).toBeInTheDocument();
    // The failed stage is dropped and the rows are staged again for the retry.
    await waitFor(() => expect(server.discarded).toEqual(['imp-1']));
    await waitFor(() => expect(server.staged.map((call) => call.importId)).toEqual([null, null]));
    expect(rowOf(2)).toBeDefined();
    expect(importButton()).toHaveTextContent('Try again');

    failing = false;
    await userEvent.click(importButton());
    expect(await screen.findByText('Imported 1 transaction.')).toBeInTheDocument();
    expect(server.committed.map((call) => call.importId)).toEqual(['imp-1', 'imp-2']);
  });

  it('checks the rows with the server while the preview shows, marks those it refuses, and commits the rest once excluded', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const server = importServer({
      problems: (rows) => rows.filter((row) => row.row === 3).map((row) => ({ row: row.row, message: 'shares must be a positive number' })),
      commit: (variables) => ({ data: { commitImport: { __typename: 'ImportResult', importId: variables.importId, inserted: 1, skipped: [] } } }),
    });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf([okRow(2), okRow(3)]));

    // Before anything is clicked: the stage's problem is on its row, and Import waits for a decision.
    expect(await within(await waitFor(() => rowOf(3)!)).findByText('shares must be a positive number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Problems (1)' })).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(screen.getByText(/1 row has problems/)).toBeInTheDocument();
    expect(server.committed).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Exclude all rows with problems' }));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());
    expect(await screen.findByText('Imported 1 transaction.')).toBeInTheDocument();
    // One stage, committed without the refused row; nothing discarded.
    expect(server.staged).toHaveLength(1);
    expect(server.committed).toEqual([expect.objectContaining({ importId: 'imp-1', excludeRows: [3] })]);
    expect(server.discarded).toEqual([]);
  });

  it("runs the commit's dry run before saying there are no problems, puts its refusal on the row, and checks again once it is excluded", async () => {
    const workers = fakeImportWorkers({ answers: false });
    const oversold = 'Row 3: shares sells 100 shares of ORCL but only 0 are held.';
    const server = importServer({
      commit: (variables) =>
        variables.dryRun && ![variables.excludeRows ?? []].flat().includes(3)
          ? { errors: [new GraphQLError(oversold, { extensions: { code: 'BAD_USER_INPUT', row: 3 } })] }
          : { data: { commitImport: { __typename: 'ImportResult', importId: variables.importId, inserted: 1, skipped: [] } } },
    });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf([okRow(2), okRow(3)]));

    // The file's own checks pass; the ledger's refusal arrives on its row before anything is clicked.
    expect(await within(await waitFor(() => rowOf(3)!)).findByText('shares sells 100 shares of ORCL but only 0 are held.')).toBeInTheDocument();
    expect(screen.getByText('Checked with your ledger')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(server.dryRuns).toEqual([expect.objectContaining({ dryRun: true })]);
    expect(server.committed).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Exclude all rows with problems' }));
    // Checked again without the row: it passes, and the import is one click away.
    await waitFor(() => expect(server.dryRuns).toEqual([expect.objectContaining({ dryRun: true }), expect.objectContaining({ dryRun: true, excludeRows: [3] })]));
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(screen.getByText('Checked with your ledger')).toBeInTheDocument();
    await userEvent.click(importButton());
    expect(await screen.findByText('Imported 1 transaction.')).toBeInTheDocument();
    expect(server.committed).toEqual([expect.objectContaining({ importId: 'imp-1', excludeRows: [3] })]);
  });

  it('asks for the plan instead of committing more than 1,000 rows without the full features', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const server = importServer({ commit: () => committedResult(1_001) });
    const { cache } = renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    cache.writeFragment({ fragment: BillingUser_UserFragmentDoc, fragmentName: 'BillingUser_user', data: { __typename: 'User', _id: ada._id, fullFeatureEnabled: false, stripeId: 'cus_1' } });
    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf(Array.from({ length: 1_001 }, (_, i) => okRow(i + 2))));

    await waitFor(() => expect(importButton()).toHaveTextContent('Import 1,001 transactions'));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());

    expect(await screen.findByRole('status', { name: 'Subscription needed' })).toHaveTextContent('Importing more than 1,000 rows at once needs a subscription. See plans');
    expect(server.committed).toEqual([]);
    // The rows stay, ready for a smaller import.
    expect(importButton()).toBeEnabled();
  });

  it('stages a 25,000-row file in three parts of at most 10,000, then commits once', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const server = importServer({ commit: () => committedResult(25_000) });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, [...ledgerMocks(), ...server.mocks]);
    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf(Array.from({ length: 25_000 }, (_, i) => okRow(i + 2))));

    // Only the rows in view are in the DOM.
    expect(within(table()).getAllByRole('row').length).toBeLessThan(50);
    await waitFor(() => expect(importButton()).toHaveTextContent('Import 25,000 transactions'));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await userEvent.click(importButton());

    // Deep-comparing mocked variables of 10,000 rows takes a while in jsdom.
    expect(await screen.findByText('Imported 25,000 transactions.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(server.staged.map((call) => [call.importId, (call.rows as unknown[]).length])).toEqual([
      [null, 10_000],
      ['imp-1', 10_000],
      ['imp-1', 5_000],
    ]);
    expect(server.committed).toHaveLength(1);
  });

  it('shows why a file cannot be read and lets the user choose another', async () => {
    const workers = fakeImportWorkers();
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks());
    await chooseFile(csvFile('', 'empty.csv'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('"empty.csv" cannot be imported')).toBeInTheDocument();
    expect(within(alert).getByText('The file is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  });

  it('shows the reading progress with a Cancel that returns to the file step', async () => {
    const workers = fakeImportWorkers({ answers: false });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks());
    await chooseFile(csvFile('scripted', 'big.csv'));
    const worker = workers.made[0]!;
    await waitFor(() => worker.deliver({ type: 'progress', fraction: 0.42 }));
    const bar = await screen.findByRole('progressbar', { name: 'Reading “big.csv”' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker.terminated).toBe(true);
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('links to creating a portfolio and an account when there are none', async () => {
    const workers = fakeImportWorkers({ answers: false });
    renderImport(<ImportTransactionsScreen createWorker={workers.create} />, ledgerMocks({ portfolios: [], brokers: [] }));
    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf([okRow(2)]));
    expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/app/portfolio');
    expect(screen.getByRole('link', { name: 'Add a broker and an account' })).toHaveAttribute('href', '/app/broker');
    expect(screen.getAllByRole('link', { name: 'guided setup' })[0]).toHaveAttribute('href', '/app/setup');
    expect(screen.getByText('Choose the portfolio to import into.')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });
});
