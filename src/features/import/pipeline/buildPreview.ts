/**
 * The last step of every reader: rows the ledger already holds are marked skipped, and the rows
 * become the preview with its counts.
 *
 * Already imported: a row with a TradeID matches a ledger transaction with that reference; a row
 * without one matches by date, symbol, signed quantity and price (importRows.ts `duplicateKey`).
 * Those value matches count like a multiset: two identical buys in the file and one in the
 * ledger leave one to import, because two equal trades on a day are real (two fills of the same
 * order). A TradeID seen twice in one file is imported once: after cancel-and-correct pairing,
 * the same id twice means the same trade written twice (overlapping statements).
 */
import { duplicateKey } from '../lib/importRows';
import type { ImportCounts, ImportPreviewRow, ImportRowFields, WrittenCells } from './importPreview';

/** A row as a reader leaves it, before the duplicate check. */
export interface DraftRow {
  row: number;
  /** Needed only when the row ends without a transaction (see ImportPreviewRow.written). */
  written: WrittenCells | null;
  problems: string[];
  /** Why the row is left out on purpose (a cancelled pair, a currency conversion); null to import it. */
  skip: string | null;
  /** The row's values when they all read (also for skipped rows, to show them); null otherwise. */
  transaction: ImportRowFields | null;
}

export const ALREADY_IMPORTED_BY_VALUES = 'Already imported: same date, symbol, quantity and price.';

export function finishPreview(drafts: readonly DraftRow[], existingKeys: readonly string[]): { rows: ImportPreviewRow[]; counts: ImportCounts } {
  const tradeIds = new Set<string>();
  const valueMatches = new Map<string, number>();
  for (const key of existingKeys) {
    if (key.startsWith('tradeId:')) tradeIds.add(key);
    else valueMatches.set(key, (valueMatches.get(key) ?? 0) + 1);
  }
  const firstRowOfTradeId = new Map<string, number>();
  const counts: ImportCounts = { rows: drafts.length, ok: 0, problem: 0, skipped: 0, alreadyImported: 0 };

  const sorted = drafts.every((draft, i) => i === 0 || (drafts[i - 1] as DraftRow).row < draft.row) ? drafts : [...drafts].sort((a, b) => a.row - b.row);
  const rows = sorted.map((draft): ImportPreviewRow => {
    const { row } = draft;
    if (draft.problems.length > 0) {
      counts.problem += 1;
      return { row, status: 'problem', messages: draft.problems, transaction: null, written: draft.written ?? {} };
    }
    if (draft.skip !== null) {
      counts.skipped += 1;
      const { transaction } = draft;
      return { row, status: 'skipped', messages: [draft.skip], transaction, written: transaction ? null : (draft.written ?? {}) };
    }
    const { transaction } = draft;
    if (transaction === null) {
      counts.problem += 1;
      return { row, status: 'problem', messages: ['The row cannot be read.'], transaction: null, written: draft.written ?? {} };
    }
    const key = duplicateKey(transaction);
    let skip: string | null = null;
    let alreadyImported = false;
    if (tradeIds.has(key)) {
      skip = `Already imported (TradeID ${transaction.reference}).`;
      alreadyImported = true;
    } else if (key.startsWith('tradeId:')) {
      const first = firstRowOfTradeId.get(key);
      if (first === undefined) firstRowOfTradeId.set(key, row);
      else skip = `TradeID ${transaction.reference} is also on row ${first}; it is imported once.`;
    } else {
      const left = valueMatches.get(key) ?? 0;
      if (left > 0) {
        valueMatches.set(key, left - 1);
        skip = ALREADY_IMPORTED_BY_VALUES;
        alreadyImported = true;
      }
    }
    if (skip !== null) {
      counts.skipped += 1;
      if (alreadyImported) counts.alreadyImported += 1;
      return { row, status: 'skipped', messages: [skip], transaction, written: null };
    }
    counts.ok += 1;
    return { row, status: 'ok', messages: [], transaction, written: null };
  });
  return { rows, counts };
}
