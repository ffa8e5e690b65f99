import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeImportWorkers } from '../worker/fakeImportWorker';
import { LazyImportDialog } from './LazyImportDialog';
import { chooseFile, csvFile, deliver, layOutScrollBoxes, ledgerMocks, okRow, previewOf, renderImport, resetImportTestState } from './importTestUtils';

layOutScrollBoxes();
afterEach(resetImportTestState);

describe('LazyImportDialog', () => {
  it('loads nothing while closed', () => {
    const { container } = renderImport(<LazyImportDialog open={false} onClose={() => {}} />, ledgerMocks());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the import flow in a dialog, and closes it from its links', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const onClose = jest.fn();
    const { router } = renderImport(<LazyImportDialog open onClose={onClose} createWorker={workers.create} />, ledgerMocks({ portfolios: [] }));
    // The first open fetches (here: transforms) the dialog's modules, which can take seconds.
    expect(await screen.findByRole('dialog', { name: 'Import transactions' }, { timeout: 15_000 })).toBeInTheDocument();

    await chooseFile(csvFile('scripted'));
    await deliver(workers.made[0], previewOf([okRow(2)]));
    expect(await screen.findByRole('heading', { name: 'Check the rows before importing' })).toBeInTheDocument();

    // Following a link away closes the dialog.
    await userEvent.click(await screen.findByRole('link', { name: 'Create one' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/app/portfolio');
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    renderImport(<LazyImportDialog open onClose={onClose} createWorker={fakeImportWorkers().create} />, ledgerMocks());
    await screen.findByRole('dialog', { name: 'Import transactions' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
