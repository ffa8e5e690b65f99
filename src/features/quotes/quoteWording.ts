/**
 * What one kind of manual quote is called on its screen: the Prices screen's closes and the
 * Rates screen's rates share the table, the dialogs and the paste, and differ only in words.
 */
export interface QuoteWording {
  /** The value's name in sentences: "close", "rate". */
  value: string;
  /** Its plural for buttons and counts: "prices", "rates". */
  plural: string;
  /** The singular of that: "price", "rate". */
  singular: string;
  /** The value column's header, with its unit: "Close (USD)", "Rate (USD per EUR)". */
  column: string;
  /** What the table is of, for assistive technology: "Manual prices of ACME". */
  tableLabel: string;
}

/** "1 price", "3 prices". */
export const countOf = (count: number, wording: QuoteWording): string => `${count} ${count === 1 ? wording.singular : wording.plural}`;
