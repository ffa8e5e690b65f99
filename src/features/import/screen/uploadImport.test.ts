import type { ImportRowFields } from '../pipeline/importPreview';
import { ROWS_PER_PART, uploadImport, type ImportApi, type UploadProgress } from './uploadImport';

const rows = (count: number): ImportRowFields[] =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    ticker: 'VTI',
    ISIN: null,
    exchangeShortName: null,
    currency: 'USD',
    date: '2023-04-03',
    type: 'Buy',
    shares: 1,
    shareprice: 200,
    fees: 0,
    taxes: 0,
    reference: null,
  }));

const target = { portfolioId: 'p1', accountId: 'a1' };

function fakeApi(overrides: Partial<ImportApi> = {}) {
  const api = {
    stage: jest.fn<ReturnType<ImportApi['stage']>, Parameters<ImportApi['stage']>>(async () => ({ importId: 'imp-1', problems: [] })),
    commit: jest.fn<ReturnType<ImportApi['commit']>, Parameters<ImportApi['commit']>>(async () => ({ inserted: 3, skipped: [] })),
    discard: jest.fn<ReturnType<ImportApi['discard']>, Parameters<ImportApi['discard']>>(async () => true),
  };
  return Object.assign(api, overrides);
}

describe('uploadImport', () => {
  it('stages in parts of 10,000 (the first without an id), then commits once', async () => {
    const api = fakeApi();
    const progress: UploadProgress[] = [];
    const outcome = await uploadImport(api, rows(25_000), target, (p) => progress.push(p));
    expect(api.stage.mock.calls.map(([id, part]) => [id, part.length, part[0]?.row])).toEqual([
      [null, ROWS_PER_PART, 2],
      ['imp-1', ROWS_PER_PART, 10_002],
      ['imp-1', 5_000, 20_002],
    ]);
    expect(api.commit).toHaveBeenCalledWith('imp-1', target);
    expect(api.discard).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'imported', inserted: 3, skipped: [] });
    expect(progress).toEqual([
      { phase: 'uploading', sent: 0, total: 25_000 },
      { phase: 'uploading', sent: 10_000, total: 25_000 },
      { phase: 'uploading', sent: 20_000, total: 25_000 },
      { phase: 'uploading', sent: 25_000, total: 25_000 },
      { phase: 'committing', total: 25_000 },
    ]);
  });

  it('sends every part when rows are refused, then discards instead of committing', async () => {
    const api = fakeApi({
      stage: jest.fn(async (_id: string | null, part: ImportRowFields[]) => ({ importId: 'imp-1', problems: part[0]?.row === 2 ? [{ row: 2, message: 'bad' }] : [{ row: 10_002, message: 'worse' }] })),
    });
    const outcome = await uploadImport(api, rows(15_000), target);
    expect(api.stage).toHaveBeenCalledTimes(2);
    expect(api.commit).not.toHaveBeenCalled();
    expect(api.discard).toHaveBeenCalledWith('imp-1');
    expect(outcome).toEqual({ kind: 'problems', problems: [{ row: 2, message: 'bad' }, { row: 10_002, message: 'worse' }] });
  });

  it('discards the stage when the commit fails, and passes the error on', async () => {
    const api = fakeApi({ commit: jest.fn(async () => Promise.reject(new Error('Portfolio does not exist!'))) });
    await expect(uploadImport(api, rows(3), target)).rejects.toThrow('Portfolio does not exist!');
    expect(api.discard).toHaveBeenCalledWith('imp-1');
  });

  it('discards when a later part fails; a failing discard does not hide that error', async () => {
    let calls = 0;
    const api = fakeApi({
      stage: jest.fn(async () => {
        calls += 1;
        if (calls === 2) throw new Error('Network error');
        return { importId: 'imp-1', problems: [] };
      }),
      discard: jest.fn(async () => Promise.reject(new Error('offline'))),
    });
    await expect(uploadImport(api, rows(ROWS_PER_PART + 1), target)).rejects.toThrow('Network error');
    expect(api.discard).toHaveBeenCalledWith('imp-1');
    expect(api.commit).not.toHaveBeenCalled();
  });

  it('has nothing to discard when the first part fails', async () => {
    const api = fakeApi({ stage: jest.fn(async () => Promise.reject(new Error('Network error'))) });
    await expect(uploadImport(api, rows(1), target)).rejects.toThrow('Network error');
    expect(api.discard).not.toHaveBeenCalled();
  });
});
