/**
 * Reads the app's own ledger export (transaction/export/ledgerExport.ts) back, CSV or JSON, with
 * no column mapping: the CSV is recognised by its exact header, the JSON by its `format`. Every
 * kind is read, corporate actions and cash too, and each row's amounts and target are checked by the
 * transaction rules (common/transactionRules.ts: ratio > 0, cost basis fraction 0..1, a valid
 * target other than the holding, a conversion's other currency), plus the import's checks of
 * symbols, codes and formula-looking text. A cash row's holding is its currency, whatever its
 * ticker cell says.
 *
 * The file's portfolio, broker and account names are not read: an import writes into the one
 * portfolio and account chosen on the import screen. A file that names several is said so in a
 * notice, so that nobody merges portfolios without knowing.
 */
import { LEDGER_CSV_COLUMNS, LEDGER_EXPORT_FORMAT, LEDGER_EXPORT_VERSION, kindHas, type LedgerCsvKey, type LedgerRecord } from '../../transaction/export/ledgerExport';
import { TRANSACTION_KINDS, isCashKind, isTransactionKind } from '../../../../common/transactionKinds';
import { mainUnit } from '../../../../common/currencyUnits';
import { readRatio, type Ratio } from '../../../../common/ratio';
import { KINDS_WITH_TARGET, KIND_RATIO, amountProblem, currencyProblem as currencyCodeProblem, amountRulesOf, isPerShareIncome, readTransactionDate, tickerProblem, type AmountField } from '../../../../common/transactionRules';
import type { CsvTable } from '../lib/csv';
import type { DraftRow } from './buildPreview';
import { quoted } from './cellValues';
import { currencyProblem, exchangeProblem, isinProblem, isinValue, symbolProblem, textProblem } from './fieldChecks';
import { ImportFileError } from './ImportFileError';
import type { ImportRowFields, WrittenCells } from './importPreview';

/** The record fields the import reads; name and the computed figures are for people only. */
type ReadKey = Exclude<keyof LedgerRecord, 'date' | 'kind' | 'name' | 'sharesBalance' | 'realisedGain'>;

/** A transaction of the file, its values typed but not yet checked (any may be missing). */
type FileRecord = { [K in ReadKey]: LedgerRecord[K] | null } & { day: string | null; time: string | null; kind: string | null };

// A ratio is text ("3:1"), or a number in an export made before ratios were two numbers.
type FieldType = 'text' | 'number' | 'boolean' | 'ratio';
const FIELD_TYPES: Readonly<Record<keyof FileRecord, FieldType>> = {
  day: 'text',
  time: 'text',
  kind: 'text',
  ticker: 'text',
  exchange: 'text',
  isin: 'text',
  currency: 'text',
  applyExchangeRate: 'boolean',
  shares: 'number',
  price: 'number',
  value: 'number',
  fees: 'number',
  taxes: 'number',
  ratio: 'ratio',
  targetTicker: 'text',
  costBasisFraction: 'number',
  holdingDisplay: 'text',
  reference: 'text',
  portfolio: 'text',
  broker: 'text',
  account: 'text',
};
const READ_FIELDS = Object.keys(FIELD_TYPES) as (keyof FileRecord)[];
const isReadField = (key: LedgerCsvKey): key is keyof FileRecord => Object.hasOwn(FIELD_TYPES, key);

const HEADER_OF = new Map(LEDGER_CSV_COLUMNS.map(({ key, header }) => [key, header]));
const REALISED_GAIN = /^Realised gain \([A-Z]{3}\)$/;

/** Whether a CSV header is the ledger export's, title for title. */
export function recogniseLedgerCsv(header: readonly string[]): boolean {
  return (
    header.length === LEDGER_CSV_COLUMNS.length &&
    LEDGER_CSV_COLUMNS.every(({ key, header: title }, index) => (key === 'realisedGain' ? REALISED_GAIN.test(header[index] ?? '') : header[index] === title))
  );
}

/** Whether a JSON text is (or claims to be) a ledger export; checked further when read. */
export function looksLikeLedgerJson(text: string): boolean {
  return text.trimStart().startsWith('{');
}

export interface LedgerRead {
  drafts: DraftRow[];
  notices: string[];
}

// The export defuses text a spreadsheet would run by a leading quote (toCsv.ts); it is taken off again.
const DEFUSED = /^'[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function readLedgerCsv(table: CsvTable): LedgerRead {
  const records = table.rows.map((cells, index) => {
    const problems: string[] = [];
    const record = Object.fromEntries(READ_FIELDS.map((key) => [key, null])) as Record<keyof FileRecord, unknown>;
    LEDGER_CSV_COLUMNS.forEach(({ key, header }, column) => {
      if (!isReadField(key)) return;
      const raw = (cells[column] ?? '').trim();
      if (raw === '') return;
      const type = FIELD_TYPES[key];
      if (type === 'text' || type === 'ratio') record[key] = DEFUSED.test(raw) ? raw.slice(1) : raw;
      else if (type === 'boolean') {
        if (raw === 'true' || raw === 'false') record[key] = raw === 'true';
        else problems.push(`${header} ${quoted(raw)} is not true or false.`);
      } else if (PLAIN_NUMBER.test(raw)) record[key] = Number(raw);
      else problems.push(`${header} ${quoted(raw)} is not a number.`);
    });
    return { row: table.rowLines[index] ?? index + 2, record: record as unknown as FileRecord, problems };
  });
  return { drafts: records.map(({ row, record, problems }) => recordRow(row, record, problems)), notices: placesNotice(records.map(({ record }) => record)) };
}

/** The JSON record's fields: those of the CSV but the date, which is one date-time there. */
const JSON_FIELDS = READ_FIELDS.filter((key) => key !== 'day' && key !== 'time');

export function readLedgerJson(text: string): LedgerRead {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`The file cannot be read as JSON. ${(error as Error).message}`);
  }
  const { format, version, transactions } = (document ?? {}) as Record<string, unknown>;
  if (format !== LEDGER_EXPORT_FORMAT || !Array.isArray(transactions)) {
    throw new ImportFileError('This JSON file is not a ledger export of this app, so it cannot be imported.');
  }
  if (version !== LEDGER_EXPORT_VERSION) throw new ImportFileError(`This ledger export is of version ${String(version)}; this app reads version ${LEDGER_EXPORT_VERSION}.`);
  if (transactions.length === 0) throw new ImportFileError('The ledger export holds no transactions.');
  const records = transactions.map((entry: unknown) => {
    const problems: string[] = [];
    const given = (entry !== null && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const record = { day: null, time: null } as Record<keyof FileRecord, unknown>;
    for (const key of JSON_FIELDS) {
      const value = given[key] ?? null;
      const type = FIELD_TYPES[key];
      const fits =
        value === null ||
        (type === 'text' ? typeof value === 'string' : type === 'number' ? typeof value === 'number' : type === 'ratio' ? typeof value === 'string' || typeof value === 'number' : typeof value === 'boolean');
      if (fits) record[key] = value === '' ? null : type === 'ratio' && value !== null ? String(value) : value;
      else {
        record[key] = null;
        problems.push(`${key} must be ${type === 'text' ? 'text' : type === 'number' ? 'a number' : type === 'ratio' ? 'a ratio such as "3:1"' : 'true or false'}, not ${quoted(JSON.stringify(value))}.`);
      }
    }
    if (typeof given.date === 'string') {
      const time = given.date.slice(11);
      // Midnight is the time of a transaction entered without one, as the CSV leaves it empty.
      [record.day, record.time] = [given.date.slice(0, 10), time === '' || time === '00:00:00.000' ? null : time];
    }
    return { record: record as unknown as FileRecord, problems };
  });
  // A record's row is its place in the list, from 1 (the server wants 1 or more).
  return { drafts: records.map(({ record, problems }, index) => recordRow(index + 1, record, problems)), notices: placesNotice(records.map(({ record }) => record)) };
}

const TIME = /^\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;

const prefixed = (label: string, problem: string | null): string | null => (problem === null ? null : `${label} ${problem}`);

function recordRow(row: number, record: FileRecord, readProblems: string[]): DraftRow {
  const problems = [...readProblems];
  const note = (problem: string | null) => {
    if (problem !== null) problems.push(problem);
  };
  const text = (value: string | null) => value ?? '';

  const day = text(record.day);
  const date = readTransactionDate(day);
  if (!date.ok) problems.push(`Date ${date.problem}`);
  if (record.time !== null && !TIME.test(record.time)) problems.push(`Time ${quoted(record.time)} is not a time (HH:mm:ss.SSS).`);

  const kind = text(record.kind);
  if (!isTransactionKind(kind)) problems.push(`Kind ${quoted(kind)} is not one of ${TRANSACTION_KINDS.join(', ')}.`);
  const cash = isCashKind(kind);
  const currency = text(record.currency).toUpperCase();
  const currencyIssue = currencyProblem(text(record.currency));
  note(currencyIssue);
  const ticker = cash ? currency : text(record.ticker).toUpperCase();
  if (!cash) {
    note(symbolProblem(ticker));
    note(isinProblem(text(record.isin)));
  }
  note(exchangeProblem(text(record.exchange)));
  note(textProblem('Reference', text(record.reference), 'allowed'));
  note(textProblem('Holding display', text(record.holdingDisplay), 'allowed'));

  const amounts = {
    shares: record.shares,
    shareprice: record.price,
    transactionValue: record.value,
    fees: record.fees,
    taxes: record.taxes,
    costBasisFraction: record.costBasisFraction,
  };
  // The ratio, where the kind takes one (a Spin-Off may give its shares instead).
  const ratioRule = isTransactionKind(kind) ? KIND_RATIO[kind] : undefined;
  let ratio: Ratio | null = null;
  if (ratioRule && (ratioRule.required || record.ratio !== null)) {
    const reading = record.ratio === null ? { ok: false as const, problem: 'is required.' } : readRatio(record.ratio);
    if (reading.ok) ratio = reading.ratio;
    else note(prefixed(HEADER_OF.get('ratio') ?? 'Ratio', reading.problem));
  }
  const target = text(record.targetTicker).toUpperCase();
  const perShare = kind === 'Income' && isPerShareIncome({ shares: record.shares, shareprice: record.price });
  // The amounts of the kind (and the costs any kind may carry), named by the file's column titles.
  const headerOf = (field: AmountField) => HEADER_OF.get(field === 'shareprice' ? 'price' : field === 'transactionValue' ? 'value' : field) ?? field;
  for (const rule of isTransactionKind(kind) ? amountRulesOf(kind, amounts) : []) note(prefixed(headerOf(rule.field), amountProblem(amounts[rule.field], rule)));
  // What checkTransaction asks of cash beyond its amounts: the main unit, interest taxes within the gross.
  if (cash && !currencyIssue && mainUnit(text(record.currency)).divisor !== 1) note(`Currency must be ${mainUnit(currency).currency}, the main unit, for cash.`);
  if (kind === 'Interest' && (record.taxes ?? 0) > (record.value ?? 0)) note(`${headerOf('taxes')} must not be more than the gross interest (${headerOf('transactionValue')}).`);
  const targetHeader = HEADER_OF.get('targetTicker') ?? 'Target';
  if (isTransactionKind(kind) && KINDS_WITH_TARGET.has(kind)) {
    note(prefixed(targetHeader, tickerProblem(target) ?? (target === ticker ? `must name another holding than ${ticker}.` : null)));
  } else if (kind === 'Conversion') {
    // The currency received; the file's column for it is the target ticker's.
    note(prefixed(targetHeader, currencyCodeProblem(target) ?? (!currencyIssue && target === currency ? `must be another currency than ${currency}.` : null)));
  }

  const written: WrittenCells = {
    date: [day, record.time].filter(Boolean).join(' '),
    type: kind,
    symbol: ticker,
    quantity: String(record.shares ?? record.ratio ?? ''),
    price: String(record.price ?? record.value ?? ''),
    currency: text(record.currency),
    fees: String(record.fees ?? ''),
    taxes: String(record.taxes ?? ''),
    isin: text(record.isin),
    tradeId: text(record.reference),
    exchange: text(record.exchange),
  };
  if (problems.length > 0 || !isTransactionKind(kind)) return { row, written, problems, skip: null, transaction: null };

  const has = (field: Parameters<typeof kindHas>[1]) => kindHas(kind, field) && (kind !== 'Income' || perShare);
  const transaction: ImportRowFields = {
    row,
    ticker,
    ISIN: cash ? null : isinValue(text(record.isin)),
    exchangeShortName: cash || record.exchange === null ? null : record.exchange.toUpperCase(),
    currency,
    // A time only when the ledger had one: a bare day is what every other import writes.
    date: record.time === null ? day : `${day}T${record.time}`,
    type: kind,
    shares: has('shares') ? (record.shares ?? 0) : 0,
    shareprice: has('price') ? (record.price ?? 0) : 0,
    fees: record.fees ?? 0,
    taxes: record.taxes ?? 0,
    reference: record.reference,
    // A lump-sum Income's amount and a cash row's: the server works a trade's value out of shares × price.
    transactionValue: (kind === 'Income' && !perShare) || cash ? record.value : null,
    ratioNew: ratio?.newShares ?? null,
    ratioOld: ratio?.oldShares ?? null,
    targetTicker: has('targetTicker') ? target : null,
    costBasisFraction: has('costBasisFraction') ? record.costBasisFraction : null,
    isApplyExchangeRate: record.applyExchangeRate,
    holdingDisplay: record.holdingDisplay,
  };
  return { row, written: null, problems, skip: null, transaction };
}

/** Says so when the file names more than one portfolio or account: the import writes into one. */
function placesNotice(records: readonly FileRecord[]): string[] {
  const portfolios = new Set(records.flatMap((record) => (record.portfolio ? [record.portfolio] : [])));
  const accounts = new Set(records.flatMap((record) => (record.account ? [`${record.broker ?? ''} ${record.account}`.trim()] : [])));
  if (portfolios.size <= 1 && accounts.size <= 1) return [];
  const list = (names: Set<string>) => [...names].slice(0, 5).join(', ') + (names.size > 5 ? ', …' : '');
  const count = (size: number, noun: string) => `${size} ${noun}${size === 1 ? '' : 's'}`;
  return [
    `This ledger export holds ${count(portfolios.size, 'portfolio')} (${list(portfolios)}) and ${count(accounts.size, 'account')} (${list(accounts)}). Every row is imported into the one portfolio and account chosen below.`,
  ];
}
