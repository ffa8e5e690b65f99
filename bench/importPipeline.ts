// Prints how long the import pipeline takes on generated 100,000-row files; never asserts (the
// figures depend on the machine). Run: `npx tsx bench/importPipeline.ts`
// (ROWS=… changes the size). The spec's target: parse and validate a 100,000-row CSV in the
// browser in under 5 s, page responsive (the work runs in a Web Worker; structuredClone below
// stands for the postMessage of the result back to the page).
import { buildXlsx } from '../src/features/import/lib/xlsxTestFiles';
import type { ImportParseResult, ParseImportOptions } from '../src/features/import/pipeline/importPreview';
import { parseImportFile } from '../src/features/import/pipeline/parseImportFile';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SYMBOLS = ['VTI', 'VXUS', 'BND', 'AAPL', 'MSFT', 'NESN', 'SAP', 'ASML'];

function day(i: number): { year: number; month: number; date: number } {
  return { year: 2010 + (i % 14), month: 1 + (i % 12), date: 1 + (i % 28) };
}
const pad = (n: number) => String(n).padStart(2, '0');

function ibkrCsv(rows: number, cancellations: boolean): string {
  const lines = [
    '"CurrencyPrimary","Symbol","DateTime","TradeDate","TransactionType","Quantity","TradePrice","Buy/Sell","Description","ISIN","Multiplier","TradeID","IBCommission","IBCommissionCurrency","Notes/Codes","LevelOfDetail"',
  ];
  for (let i = 0; i < rows; i += 1) {
    // With cancellations, every other row cancels the one before it (the worst case for pairing).
    const cancel = cancellations && i % 2 === 1;
    const trade = cancel ? i - 1 : i;
    const { year, month, date } = day(trade);
    const tradeDate = `${year}${pad(month)}${pad(date)}`;
    const symbol = SYMBOLS[trade % SYMBOLS.length];
    const quantity = cancel ? -(10 + (trade % 90)) : 10 + (trade % 90);
    const price = (100 + (trade % 500) / 7).toFixed(4);
    lines.push(
      `"USD","${symbol}","${tradeDate};093000","${tradeDate}","${cancel ? 'TradeCancel' : 'ExchTrade'}","${quantity}","${price}","${cancel ? 'BUY (Ca.)' : 'BUY'}","GENERATED TRADE","","1","${cancel ? '' : 1_000_000 + i}","-1","USD","${cancel ? 'Ca' : ''}","EXECUTION"`,
    );
  }
  return lines.join('\n');
}

function genericCsv(rows: number): string {
  const lines = ['Trade Date,Ticker,Action,Shares,Price,Commission,Currency'];
  for (let i = 0; i < rows; i += 1) {
    const { year, month, date } = day(i);
    lines.push(`${pad(date)}/${pad(month)}/${year},${SYMBOLS[i % SYMBOLS.length]},${i % 4 === 3 ? 'Sell' : 'Buy'},${1 + (i % 50)},"${(1000 + (i % 900) / 3).toFixed(2)}",1.50,USD`);
  }
  return lines.join('\n');
}

function xlsx(rows: number): Uint8Array {
  const cells: string[] = ['<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c><c r="B1" t="inlineStr"><is><t>Symbol</t></is></c><c r="C1" t="inlineStr"><is><t>Quantity</t></is></c><c r="D1" t="inlineStr"><is><t>Price</t></is></c><c r="E1" t="inlineStr"><is><t>Currency</t></is></c></row>'];
  for (let i = 0; i < rows; i += 1) {
    const r = i + 2;
    cells.push(`<row r="${r}"><c r="A${r}" s="1"><v>${40_000 + (i % 5000)}</v></c><c r="B${r}" t="s"><v>${i % SYMBOLS.length}</v></c><c r="C${r}"><v>${1 + (i % 50)}</v></c><c r="D${r}"><v>${100 + (i % 500) / 7}</v></c><c r="E${r}" t="s"><v>${SYMBOLS.length}</v></c></row>`);
  }
  return buildXlsx({
    sharedStrings: [...SYMBOLS, 'USD'],
    styles: '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
    sheets: [{ name: 'Trades', rows: cells.join('') }],
  });
}

/** Wall-clock and CPU time (the CPU time is what a busy shared machine distorts least). */
function timed<T>(work: () => T): [T, number, number] {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - wall, (used.user + used.system) / 1000];
}

function measure(label: string, bytes: Uint8Array, options: (first: ImportParseResult) => ParseImportOptions | null): void {
  const first = parseImportFile({ name: label, bytes });
  const again = options(first);
  const [result, wall, cpu] = timed(() => (again ? parseImportFile({ name: label, bytes }, again) : parseImportFile({ name: label, bytes })));
  const [, cloneWall, cloneCpu] = timed(() => structuredClone(result));
  const counts = result.kind === 'preview' ? JSON.stringify(result.preview.counts) : `mapping step: ${result.mapping.missing.join(' ')}`;
  console.log(
    `${label.padEnd(46)} ${(bytes.length / 1024 / 1024).toFixed(1).padStart(5)} MB  parse+validate ${ms(wall)} (cpu ${ms(cpu)})  result clone ${ms(cloneWall)} (cpu ${ms(cloneCpu)})  ${counts}`,
  );
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(7);
const encode = (text: string) => new TextEncoder().encode(text);
const withMapping = (existingKeys: string[]) => (first: ImportParseResult): ParseImportOptions | null =>
  first.kind === 'needsMapping' ? { mapping: { ...first.mapping.mapping, dateOrder: 'dayFirst' }, existingKeys } : null;

console.log(`Import pipeline, ${ROWS.toLocaleString('en')} rows, Node ${process.version}`);
measure('IBKR Flex CSV', encode(ibkrCsv(ROWS, false)), () => null);
measure('IBKR Flex CSV, every other row a cancellation', encode(ibkrCsv(ROWS, true)), () => null);
const existing = Array.from({ length: ROWS / 2 }, (_, i) => `tradeId:${1_000_000 + i}|${SYMBOLS[i % SYMBOLS.length]}`);
measure('IBKR Flex CSV, half already in the ledger', encode(ibkrCsv(ROWS, false)), () => ({ existingKeys: existing }));
measure('generic CSV through the column mapping', encode(genericCsv(ROWS)), withMapping([]));
measure('XLSX through the column mapping', xlsx(ROWS), withMapping([]));
