// What the market store knows of a holding's splits and dividends that its ledger does not have:
// the pending corporate actions (docs/decisions/0008). Pure: the service reads the ledger, the
// store and the user's decisions, and this module decides. Share counts replay the holding's
// events with the pending splits applied, because a broker states every trade after a split in
// new shares: a dividend after an unrecorded 2-for-1 split is paid on twice the ledger's shares.
import { ratioFromNumber, type Ratio } from '../../../common/ratio';
import { corporateActionId } from '../../../common/corporateActions';
import { fromDay, toDay } from '../../portfolio/days';

/** A ledger Split within this many days of a stored split is that split (brokers book a day or two off). */
export const SPLIT_TOLERANCE_DAYS = 7;
/** An Income or DRIP from the ex-date to this many days after the pay date is that dividend. */
export const INCOME_AFTER_PAY_DAYS = 14;

const EPSILON = 1e-9;

export interface HoldingInput {
  readonly portfolioId: string;
  readonly securityId: string;
  /** The holding's currency (its transactions'). */
  readonly currency: string;
  /** The ledger's events: shares after each, in day order. */
  readonly days: ArrayLike<number>;
  readonly sharesAfter: ArrayLike<number>;
  /** Its rows that bear on a proposal: Split, Income and DRIP to match; Buy, Sell and DRIP to find the account. */
  readonly rows: readonly LedgerFact[];
  /** The withholding rate of the security's country (a fraction). */
  readonly withholdingRate: number;
}

export interface LedgerFact {
  readonly type: string;
  readonly day: number;
  readonly shares: number;
  readonly accountId: string | null;
}

export interface StoredSplit {
  readonly date: string;
  readonly ratio: number;
}

export interface StoredDividend {
  readonly exDate: string;
  readonly payDate: string | null;
  readonly amount: number;
  readonly currency: string;
}

interface Common {
  readonly id: string;
  readonly portfolioId: string;
  readonly securityId: string;
  /** The split's day, or the dividend's ex-date. */
  readonly date: string;
  /** The account the transaction is filed in: the one holding most of the shares then. */
  readonly accountId: string | null;
  /** Shares held at the close before the date, pending splits before it applied. */
  readonly sharesBefore: number;
}

export interface SplitProposal extends Common {
  readonly kind: 'Split';
  readonly ratio: Ratio;
  readonly sharesAfter: number;
}

export interface DividendProposal extends Common {
  readonly kind: 'Dividend';
  readonly payDate: string | null;
  /** The day the Income is booked: the pay date, else the ex-date. */
  readonly bookedOn: string;
  readonly currency: string;
  readonly amountPerShare: number;
  readonly gross: number;
  readonly taxRate: number;
  readonly tax: number;
  readonly net: number;
}

export type Proposal = SplitProposal | DividendProposal;

/** Shares rounded to 8 places: the events are binary floats, the ledger's shares are not. */
const shareCount = (value: number) => Math.round(value * 1e8) / 1e8;
/** Money rounded to cents of the main unit (what a broker pays). */
const money = (value: number) => Math.round(value * 100) / 100;

/** The ledger's shares at the close before `day`: after the last event earlier than it. */
function ledgerBefore(holding: HoldingInput, day: number): number {
  let shares = 0;
  for (let i = 0; i < holding.days.length && holding.days[i]! < day; i++) shares = holding.sharesAfter[i]!;
  return shares;
}

/** The account holding most of the holding's shares before `day` (traded shares per account); else the latest one used. */
function accountAt(holding: HoldingInput, day: number): string | null {
  const byAccount = new Map<string, number>();
  let latest: string | null = null;
  for (const row of [...holding.rows].sort((a, b) => a.day - b.day)) {
    if (row.day >= day || row.accountId === null) continue;
    latest = row.accountId;
    const sign = row.type === 'Sell' ? -1 : row.type === 'Buy' || row.type === 'DRIP' ? 1 : 0;
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0) + sign * row.shares);
  }
  let best: string | null = null;
  let most = EPSILON;
  for (const [account, shares] of byAccount) {
    if (shares > most) [best, most] = [account, shares];
  }
  return best ?? latest;
}

export interface ProposalContext {
  readonly today: number;
  /** Ids the user dismissed: never proposed again. */
  readonly dismissed: ReadonlySet<string>;
}

/** The pending actions of one holding, splits then dividends, each by date. */
export function proposalsOf(holding: HoldingInput, splits: readonly StoredSplit[], dividends: readonly StoredDividend[], context: ProposalContext): Proposal[] {
  const recorded = (types: readonly string[], from: number, to: number) => holding.rows.some((row) => types.includes(row.type) && row.day >= from && row.day <= to);
  const idOf = (kind: 'Split' | 'Dividend', date: string) => corporateActionId(kind, holding.portfolioId, holding.securityId, date);

  // Pending splits in day order; each one's correction to the ledger's shares from its day on.
  const pending: { day: number; date: string; ratio: Ratio; factor: number }[] = [];
  for (const split of [...splits].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    // A ratio of 0, a negative or a non-number is never proposed, nor a 1-for-1 that changes nothing.
    const ratio = Number.isFinite(split.ratio) && split.ratio > 0 ? ratioFromNumber(split.ratio, 1e-6) : null;
    if (!ratio || ratio.newShares === ratio.oldShares) continue;
    const day = toDay(split.date);
    if (day > context.today || context.dismissed.has(idOf('Split', split.date))) continue;
    if (recorded(['Split'], day - SPLIT_TOLERANCE_DAYS, day + SPLIT_TOLERANCE_DAYS)) continue;
    pending.push({ day, date: split.date, ratio, factor: ratio.newShares / ratio.oldShares });
  }
  /** Shares at the close before `day` with the pending splits before it applied. */
  const sharesBefore = (day: number) => {
    let correction = 0;
    for (const split of pending) {
      if (split.day >= day) break;
      const base = ledgerBefore(holding, split.day);
      correction = (base + correction) * split.factor - base;
    }
    return shareCount(ledgerBefore(holding, day) + correction);
  };

  const proposals: Proposal[] = [];
  for (const split of pending) {
    const before = sharesBefore(split.day);
    if (before <= EPSILON) continue;
    proposals.push({
      kind: 'Split',
      id: idOf('Split', split.date),
      portfolioId: holding.portfolioId,
      securityId: holding.securityId,
      date: split.date,
      accountId: accountAt(holding, split.day),
      sharesBefore: before,
      ratio: split.ratio,
      sharesAfter: shareCount(before * split.factor),
    });
  }
  for (const dividend of dividends) {
    // Screened when stored (market/quality.ts); never proposed anyway when not a positive payment.
    if (!Number.isFinite(dividend.amount) || dividend.amount <= 0) continue;
    if (dividend.currency !== holding.currency) continue;
    const exDay = toDay(dividend.exDate);
    const paidDay = toDay(dividend.payDate ?? dividend.exDate);
    if (paidDay > context.today || context.dismissed.has(idOf('Dividend', dividend.exDate))) continue;
    if (recorded(['Income', 'DRIP'], exDay, paidDay + INCOME_AFTER_PAY_DAYS)) continue;
    const shares = sharesBefore(exDay);
    if (shares <= EPSILON) continue;
    const gross = money(shares * dividend.amount);
    if (gross <= 0) continue;
    const tax = money(gross * holding.withholdingRate);
    proposals.push({
      kind: 'Dividend',
      id: idOf('Dividend', dividend.exDate),
      portfolioId: holding.portfolioId,
      securityId: holding.securityId,
      date: dividend.exDate,
      payDate: dividend.payDate,
      bookedOn: fromDay(paidDay),
      accountId: accountAt(holding, exDay),
      sharesBefore: shares,
      currency: dividend.currency,
      amountPerShare: dividend.amount,
      gross,
      taxRate: holding.withholdingRate,
      tax,
      net: money(gross - tax),
    });
  }
  return proposals;
}
