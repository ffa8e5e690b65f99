// The summary's flow arithmetic: what each holding put in (and when), an interval's flows as the
// closing totals less the opening ones, and the net contributions to a day. Pure, apart from the
// service that reads the ledger and the prices.
import type { HoldingLedger } from '../../ledger/ledger';
import { toNumber, type Decimal } from '../../portfolio/decimal';
import type { HoldingsTotal } from '../../portfolio/holdings';

export interface Flows {
  bought: number;
  net: number;
  lastDay: number;
}

export function flowsOfEvents(holding: HoldingLedger): Flows {
  let bought = 0;
  let net = 0;
  let lastDay = Number.NEGATIVE_INFINITY;
  const { days, flowPC } = holding.events;
  for (let i = 0; i < days.length; i++) {
    bought += Math.max(0, flowPC[i]!);
    net += flowPC[i]!;
    lastDay = Math.max(lastDay, days[i]!);
  }
  return { bought, net, lastDay };
}

/** The selection's figures at the close before an interval (see openingFigures), PC. */
export interface OpeningFigures {
  realizedPC: number;
  realizedCurrencyPC: number;
  incomePC: number;
  taxesPC: number;
  feesPC: number;
  unrealizedGainPC: number;
  totalReturnPC: number;
  securitiesValuePC: number;
}

/**
 * The flows of the closing totals: all of them without an opening; since the opening (to the
 * cent), with one. The unrealised gain as its change.
 */
export function flowsSince(closing: HoldingsTotal, opening: OpeningFigures | null) {
  const since = (end: Decimal, start: number) => (opening === null ? toNumber(end) : round2(toNumber(end) - start));
  const realizedGainPC = since(closing.realizedGainPC, opening?.realizedPC ?? 0);
  const realizedCurrencyGainPC = since(closing.realizedCurrencyGainPC, opening?.realizedCurrencyPC ?? 0);
  return {
    realizedGainPC,
    realizedCurrencyGainPC,
    // The price part is the rest, so the two add up to the gain.
    realizedPriceGainPC: opening === null ? toNumber(closing.realizedPriceGainPC) : round2(realizedGainPC - realizedCurrencyGainPC),
    unrealizedGainPC: since(closing.unrealizedGainPC, opening?.unrealizedGainPC ?? 0),
    incomePC: since(closing.incomePC, opening?.incomePC ?? 0),
    taxesPC: since(closing.taxesPC, opening?.taxesPC ?? 0),
    feesPC: since(closing.feesPC, opening?.feesPC ?? 0),
    totalReturnPC: since(closing.totalReturnPC, opening?.totalReturnPC ?? 0),
  };
}

/** What a holding's purchases put in on or after `from` (null: all of them), PC. */
export function boughtSince(holding: HoldingLedger, from: number | null, flowsOf: (h: HoldingLedger) => Flows): number {
  if (from === null || from <= holding.firstDay) return flowsOf(holding).bought;
  const { days, flowPC } = holding.events;
  let bought = 0;
  // Days are in order: only the range's events are read, from the last back.
  for (let i = days.length - 1; i >= 0 && days[i]! >= from; i--) bought += Math.max(0, flowPC[i]!);
  return bought;
}

export function netContributionsAsOf(holdings: readonly HoldingLedger[], asOf: number, flowsOf: (h: HoldingLedger) => Flows): number {
  let sum = 0;
  for (const h of holdings) {
    const flows = flowsOf(h);
    if (asOf >= flows.lastDay) sum += flows.net;
    else {
      const { days, flowPC } = h.events;
      for (let i = 0; i < days.length; i++) if (days[i]! <= asOf) sum += flowPC[i]!;
    }
  }
  return round2(sum);
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
