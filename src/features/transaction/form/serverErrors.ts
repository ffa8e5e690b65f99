/**
 * Puts the server's refusal of a transaction write next to the field it is about. The server
 * names the argument path, either in extensions.field or at the start of the message
 * (`transactionInput[2].shares must be greater than zero.`); errors naming no row go on top.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../../ui/errorMessage';
import type { RowField } from './transactionRules';

export type CommonField = 'portfolio' | 'account';

export interface RowServerError {
  /** The row's field the message is about, or null for the row as a whole. */
  field: RowField | null;
  message: string;
}

export interface ServerErrors {
  /** By the index of the input in the call. */
  rows: Map<number, RowServerError[]>;
  common: Partial<Record<CommonField, string>>;
  general: string[];
}

const PATH = /^transactionInput\[(\d+)\]\.([A-Za-z_]+)/;

// Server argument names as the form's fields. The exchange belongs to the symbol.
const ROW_FIELDS: Record<string, RowField> = {
  type: 'type',
  ticker: 'ticker',
  exchangeShortName: 'ticker',
  ISIN: 'ticker',
  date: 'date',
  currency: 'currency',
  isApplyExchangeRate: 'currency',
  shares: 'shares',
  shareprice: 'shareprice',
  fees: 'fees',
  transactionValue: 'transactionValue',
  taxes: 'taxes',
  ratioNew: 'ratioNew',
  ratioOld: 'ratioOld',
  costBasisFraction: 'costBasisFraction',
  targetTicker: 'targetTicker',
  targetExchangeShortName: 'targetTicker',
};

const COMMON_FIELDS: Record<string, CommonField> = { portfolio_Id: 'portfolio', account_Id: 'account', broker_Id: 'account' };

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

function reportedErrors(error: unknown): { message: string; field: string | null }[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map(({ message, extensions }) => ({
      message,
      field: typeof extensions?.field === 'string' ? extensions.field : null,
    }));
  }
  return [{ message: errorMessage(error), field: null }];
}

export function mapServerErrors(error: unknown): ServerErrors {
  const result: ServerErrors = { rows: new Map(), common: {}, general: [] };
  for (const { message, field } of reportedErrors(error)) {
    const match = PATH.exec(field ?? message);
    if (!match) {
      result.general.push(message);
      continue;
    }
    const index = Number(match[1]);
    const name = match[2]!;
    // A message that starts with its path reads better without it ("Must be greater than zero.").
    const text = field ? message : capitalize(message.slice(match[0].length).replace(/^[:\s]+/, '')) || message;
    const common = COMMON_FIELDS[name];
    if (common) {
      result.common[common] ??= text;
      continue;
    }
    const rowErrors = result.rows.get(index) ?? [];
    rowErrors.push({ field: ROW_FIELDS[name] ?? null, message: ROW_FIELDS[name] ? text : message });
    result.rows.set(index, rowErrors);
  }
  return result;
}
