// Each event keeps its holding's accumulated flows (HoldingEvents.flowsAfter): the summary over a
// range reads its opening from them instead of running the ledger to that day.
import { FLOWS_AFTER, FLOWS_AFTER_WIDTH, holdingKeyOf, runEngineRows, storedRate, type EngineRow } from './ledger';

const PORTFOLIO = '11111111-1111-4111-8111-111111111111';
const ACME = '22222222-2222-4222-8222-222222222222';

/** A USD row of ACME: shares at a price, with fees and taxes. */
function row(seq: number, type: string, date: string, shares: string, price: string, fees = '0', taxes = '0'): EngineRow {
  return [`t${seq}`, PORTFOLIO, ACME, null, type, `${date}T00:00:00.000`, 'USD', false, '1', shares, price, String(Number(shares) * Number(price)), fees, taxes, null, null, null, seq, null, null];
}

describe('accumulated flows per event', () => {
  it('follow a buy, a dividend and a sale, to the cent', () => {
    const rows = [row(1, 'Buy', '2024-01-02', '10', '100', '5'), row(2, 'Income', '2024-05-15', '10', '0.5', '0', '1'), row(3, 'Sell', '2024-06-03', '4', '130', '3')];
    const { events } = runEngineRows(rows, { costMethod: 'average', rateOf: storedRate }).holdings.get(holdingKeyOf(PORTFOLIO, ACME))!;
    const after = Array.from(events.days, (_, i) => Object.fromEntries(FLOWS_AFTER.map((name, k) => [name, events.flowsAfter[i * FLOWS_AFTER_WIDTH + k]])));
    const none = { realizedPC: 0, realizedCurrencyPC: 0, incomePC: 0, taxesPC: 0, feesPC: 0, incomeFeesPC: 0 };
    expect(after).toEqual([
      // The purchase's fee is in its cost, and counted as a fee paid.
      { ...none, feesPC: 5 },
      // 10 × 0.50 gross, 1 withheld.
      { ...none, feesPC: 5, incomePC: 5, taxesPC: 1 },
      // 4 × 130 − 3 = 517 against 4 × 100.50 = 402.
      { ...none, feesPC: 8, incomePC: 5, taxesPC: 1, realizedPC: 115 },
    ]);
  });
});
