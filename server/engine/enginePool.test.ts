// The engine pool: a user's pooled jobs one at a time, users taking turns for free workers, small
// jobs in-process; and a real worker thread (loaded through tsx, as under npm start) computing
// what the in-process run computes.
import { MessageChannel } from 'node:worker_threads';
import { fromDay, toDay } from '../portfolio/days';
import { toDecimalString, decimal } from '../portfolio/decimal';
import { runEngineTask, type EngineTask, type LedgerJobInput, type LedgerJobOutput } from './engineJobs';
import { createEnginePool, INLINE_BELOW_MICROSECONDS } from './enginePool';

const BIG = INLINE_BELOW_MICROSECONDS * 10;

/** A runner whose jobs finish when the test says, recording the order they started in. */
function manualRunner() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  return {
    started,
    runner: (task: EngineTask) =>
      new Promise<unknown>((resolve) => {
        const name = String(task.input);
        started.push(name);
        pending.set(name, () => resolve(name));
      }),
    finish(name: string) {
      pending.get(name)!();
      pending.delete(name);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('engine pool scheduling', () => {
  it("runs a user's pooled jobs one at a time while another user's go ahead", async () => {
    const { runner, started, finish } = manualRunner();
    const pool = createEnginePool({ workers: 2, runner });
    const run = (uid: string, name: string) => pool.run('ledger', name as never, { uid, cost: BIG });
    const a1 = run('a', 'a1');
    const a2 = run('a', 'a2');
    const b1 = run('b', 'b1');
    await settle();
    // Two workers: a's second job waits for its first, b's takes the other worker.
    expect(started).toEqual(['a1', 'b1']);
    expect(pool.health()).toMatchObject({ running: 2, waiting: 1 });
    finish('a1');
    await expect(a1).resolves.toBe('a1');
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    finish('b1');
    finish('a2');
    await expect(Promise.all([a2, b1])).resolves.toEqual(['a2', 'b1']);
    expect(pool.health()).toMatchObject({ workers: 2, pooled: 3, inline: 0, running: 0, waiting: 0 });
    await pool.close();
  });

  it('lets users with waiting jobs take turns for a free worker', async () => {
    const { runner, started, finish } = manualRunner();
    const pool = createEnginePool({ workers: 1, runner });
    const jobs = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'].map((name) => pool.run('ledger', name as never, { uid: name[0]!, cost: BIG }));
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) {
      await settle();
      expect(started[started.length - 1]).toBe(name);
      finish(name);
    }
    await Promise.all(jobs);
    await pool.close();
  });

  it('runs a job cheaper than a round trip in-process at once', async () => {
    const { runner, started } = manualRunner();
    const pool = createEnginePool({ workers: 1, runner });
    await expect(pool.run('ledger', { pages: [], costMethod: 'average' }, { uid: 'a', cost: INLINE_BELOW_MICROSECONDS - 1 })).resolves.toEqual({ ok: true, holdings: [], rows: 0 });
    expect(started).toEqual([]);
    expect(pool.health()).toMatchObject({ inline: 1, pooled: 0 });
    await pool.close();
  });
});

describe('engine pool worker threads', () => {
  // A ledger of 300 rows over 7 holdings, as the repository packs it for the engine.
  const rows = Array.from({ length: 300 }, (_, i) => {
    const security = `security-${i % 7}`;
    const buy = i < 7 || i % 3 !== 0;
    return [
      `row-${String(i).padStart(4, '0')}`,
      'portfolio',
      security,
      null,
      buy ? 'Buy' : 'Sell',
      `${fromDay(toDay('2010-01-01') + i * 10)}T00:00:00.000`,
      // Each security keeps one currency: the engine refuses a holding traded in two.
      (i % 7) % 2 === 0 ? 'EUR' : 'USD',
      false,
      '1',
      buy ? toDecimalString(decimal(3 + (i % 5))) : '1',
      toDecimalString(decimal(10 + (i % 13) * 1.25)),
      '0',
      '1.5',
      '0',
      null, // ratio: new shares
      null, // ratio: old shares
      null,
      i,
      null, // cash holding
      null, // target currency
    ];
  });
  // As the repository writes a page: a line per row, comma-separated, null as nothing, booleans as t or f.
  const text = rows.map((row) => row.map((value) => (value === null ? '' : value === false ? 'f' : value === true ? 't' : String(value))).join(',')).join('\n');
  const pages = [new TextEncoder().encode(text)];

  it('computes in a worker what the in-process run computes', async () => {
    const pool = createEnginePool({ workers: 1 });
    try {
      const input: LedgerJobInput = { pages, costMethod: 'fifo' };
      const inWorker = await pool.run('ledger', input, { uid: 'a', cost: BIG });
      const inProcess = runEngineTask({ job: 'ledger', input }) as LedgerJobOutput;
      expect(pool.health()).toMatchObject({ pooled: 1, inline: 0 });
      expect(inWorker.ok && inWorker.holdings.length).toBe(7);
      expect(inWorker).toEqual(inProcess);
      // A run as of a past day, one holding's rows replaced by a write's, in the worker and here.
      const asOf: LedgerJobInput = { pages, replaced: ['portfolio:security-3'], inputs: [], costMethod: 'fifo', asOf: 15_000 };
      const past = await pool.run('ledger', asOf, { uid: 'a', cost: BIG });
      expect(past).toEqual(runEngineTask({ job: 'ledger', input: asOf }));
      expect(past.ok && past.holdings.map((holding) => holding.securityId).sort()).toEqual(['security-0', 'security-1', 'security-2', 'security-4', 'security-5', 'security-6']);
    } finally {
      await pool.close();
    }
  });

  it('takes a ledger a page at a time as it is read, and gives up when the reading does', async () => {
    const pool = createEnginePool({ workers: 1 });
    const stream = () => {
      const { port1, port2 } = new MessageChannel();
      return { port: port1, running: pool.run('ledgerStream', { port: port2, costMethod: 'fifo' }, { uid: 'a', cost: BIG, transfer: [port2] }) };
    };
    try {
      const read = stream();
      const half = text.split('\n');
      for (const part of [half.slice(0, 150), half.slice(150)]) read.port.postMessage(new TextEncoder().encode(part.join('\n')));
      read.port.postMessage(null);
      expect(await read.running).toEqual(runEngineTask({ job: 'ledger', input: { pages, costMethod: 'fifo' } }));
      const abandoned = stream();
      abandoned.port.postMessage(pages[0]);
      abandoned.port.close();
      await expect(abandoned.running).rejects.toThrow('The ledger was not read to the end.');
      // The user's turn is free again.
      await settle();
      expect(pool.health()).toMatchObject({ running: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  });
});
