/**
 * The settings both allocation widgets share (the spec's label, valueAt, dataDisplay, showTable,
 * showTotalValue, chartType and dividendsYielding), and what they make of the figures: which
 * size a slice has and how a group is named and measured in the legend, tooltips and table.
 */
import { booleanField, selectField, type ConfigOf } from '../framework/configFields';
import { formatPercent } from '../framework/useMoney';
import { OTHER_GROUP_ID, type AllocationGroup, type AllocationSize } from './allocation';

export type AllocationLabel = 'ticker' | 'name' | 'none';
export type AllocationChartType = 'donut' | 'pie' | 'bar';

export const allocationFields = {
  chartType: selectField<AllocationChartType>(
    'Chart',
    [
      { value: 'donut', label: 'Donut' },
      { value: 'pie', label: 'Pie' },
      { value: 'bar', label: 'Bars' },
    ],
    'donut',
  ),
  label: selectField<AllocationLabel>(
    'Labels',
    [
      { value: 'ticker', label: 'Ticker or code' },
      { value: 'name', label: 'Name' },
      { value: 'none', label: 'None' },
    ],
    'ticker',
    'What the legend or the bars name each slice by.',
  ),
  valueAt: selectField(
    'Size by',
    [
      { value: 'market', label: 'Market value' },
      { value: 'cost', label: 'Cost' },
    ],
    'market',
  ),
  dataDisplay: selectField(
    'Figures',
    [
      { value: 'percent', label: 'Share of the total' },
      { value: 'value', label: 'Amount' },
    ],
    'percent',
    'Share keeps amounts out of the labels, tooltips and table.',
  ),
  dividendsYielding: booleanField('Dividend payers only', false, 'Only holdings with a forward dividend, sized by their forward annual income.'),
  showTotalValue: booleanField('Show total value', true, 'In the middle of the donut, or above the chart.'),
  showTable: booleanField('Show table', false, 'Every group with its figures under the chart.'),
};

export type AllocationConfig = ConfigOf<typeof allocationFields>;

/** What sizes the slices: forward income for dividend payers only, else the chosen value. */
export function allocationSize(config: Pick<AllocationConfig, 'valueAt' | 'dividendsYielding'>): AllocationSize {
  if (config.dividendsYielding) return 'forwardIncome';
  return config.valueAt === 'cost' ? 'cost' : 'market';
}

/** What an allocation with nothing to draw says. */
export function allocationEmptyText(config: Pick<AllocationConfig, 'dividendsYielding'>): string {
  return config.dividendsYielding ? 'No dividend payers in this selection yet.' : 'No priced holdings in this selection yet.';
}

/** The total's caption, by what it sums. */
export const TOTAL_CAPTIONS: Readonly<Record<AllocationSize, string>> = { market: 'Total', cost: 'Total cost', forwardIncome: 'Income a year' };
/** The amount's column and tooltip row, by what it is. */
const AMOUNT_NAMES: Readonly<Record<AllocationSize, string>> = { market: 'Value', cost: 'Cost', forwardIncome: 'Income a year' };

export interface FigureRow {
  label: string;
  value: string;
}

/** How the groups read under a config: their names and figures, the same in every part of the widget. */
export interface AllocationDisplay {
  /** The name the legend and the bars show; null when labels are off. */
  name(group: AllocationGroup): string | null;
  /** The one figure beside a name (a share, or an amount). */
  figure(group: AllocationGroup): string;
  /** The figures of a tooltip and a table row: the amount (unless hidden) and the share. */
  figures(group: AllocationGroup): FigureRow[];
  /** The same figures' headers, and the total's. */
  columns: string[];
  totalFigures(total: number): string[];
}

export function allocationDisplay(config: Pick<AllocationConfig, 'label' | 'dataDisplay'>, size: AllocationSize, money: (value: number) => string): AllocationDisplay {
  const amounts = config.dataDisplay === 'value';
  const amountName = AMOUNT_NAMES[size];
  const figures = (group: AllocationGroup): FigureRow[] => [
    ...(amounts ? [{ label: amountName, value: money(group.value) }] : []),
    { label: 'Share', value: formatPercent(group.share) },
  ];
  return {
    // "Other" is the tail whatever the labels: its detail lists what it holds.
    name: (group) => (config.label === 'none' ? null : config.label === 'name' && group.id !== OTHER_GROUP_ID ? group.detail || group.label : group.label),
    figure: (group) => (amounts ? money(group.value) : formatPercent(group.share)),
    figures,
    columns: [...(amounts ? [amountName] : []), 'Share'],
    totalFigures: (total) => [...(amounts ? [money(total)] : []), formatPercent(1)],
  };
}
