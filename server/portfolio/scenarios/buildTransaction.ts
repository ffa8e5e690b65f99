/** Terse scenario fixtures: figures as strings, defaults for what a scenario does not care about. */
import { decimal, toFixed, type Decimal } from '../decimal';
import { type EngineRatio, type EngineTransaction, type TransactionKind } from '../types';

export interface TransactionFixture {
  readonly id: string;
  readonly date: string;
  readonly holding?: string;
  readonly shares?: string;
  readonly price?: string;
  readonly fees?: string;
  readonly taxes?: string;
  readonly currency?: string;
  readonly fx?: string;
  readonly amount?: string;
  /** New shares for old ones, as "new:old" ("1:10"). */
  readonly ratio?: string;
  readonly target?: string;
  readonly fraction?: string;
  /** A trade settled against cash: the cash holding it moves. */
  readonly cash?: string;
  /** Conversion: the currency received. */
  readonly targetCurrency?: string;
}

function ratioOf(text: string): EngineRatio {
  const [newShares = '', oldShares = ''] = text.split(':');
  return { newShares: decimal(newShares), oldShares: decimal(oldShares) };
}

export function buildTransaction(kind: TransactionKind, f: TransactionFixture): EngineTransaction {
  return {
    id: f.id,
    kind,
    date: f.date,
    holdingKey: f.holding ?? 'ACME:NYSE',
    shares: decimal(f.shares ?? '0'),
    price: decimal(f.price ?? '0'),
    fees: decimal(f.fees ?? '0'),
    taxes: decimal(f.taxes ?? '0'),
    currency: f.currency ?? 'USD',
    fxRateToPC: decimal(f.fx ?? '1'),
    ...(f.amount !== undefined && { amount: decimal(f.amount) }),
    ...(f.ratio !== undefined && { ratio: ratioOf(f.ratio) }),
    ...(f.target !== undefined && { targetHoldingKey: f.target }),
    ...(f.fraction !== undefined && { costBasisFraction: decimal(f.fraction) }),
    ...(f.cash !== undefined && { cashHoldingKey: f.cash }),
    ...(f.targetCurrency !== undefined && { targetCurrency: f.targetCurrency }),
  };
}

/** Money to the cent, as the checks are written. */
export const cents = (value: Decimal | null | undefined): string | null | undefined =>
  value === null || value === undefined ? value : toFixed(value, 2);
