/**
 * The body of the dividend KPIs: the shared dividend query, the four states, and one KpiFigure
 * with the mark on data the market has not answered for or made up.
 */
import { KpiFigure, type KpiFigureProps } from '../framework/KpiFigure';
import type { FilterConfig } from '../framework/commonFields';
import { DividendDataMark } from './DividendDataMark';
import { DividendWidget, type DividendFormats, type Dividends } from './DividendWidget';

/** The caption of a dividend figure when no holding of the filter pays anything. */
export const NO_PAYERS = 'none of these holdings pays a dividend';

/**
 * Whether any holding of the filter pays. By its rate, not the forward income, which leaves out a
 * payer whose currency has no exchange rate yet.
 */
export const paysDividends = (dividends: Dividends): boolean => dividends.holdings.some((holding) => holding.forwardRate > 0);

export interface DividendKpiProps {
  config: FilterConfig;
  figure: (dividends: Dividends, formats: DividendFormats) => Omit<KpiFigureProps, 'marker'>;
}

export function DividendKpi({ config, figure }: DividendKpiProps) {
  return (
    <DividendWidget config={config} type="KPI" emptyText="No holdings in this selection yet.">
      {(dividends, formats) => <KpiFigure {...figure(dividends, formats)} marker={<DividendDataMark dividends={dividends} />} />}
    </DividendWidget>
  );
}
