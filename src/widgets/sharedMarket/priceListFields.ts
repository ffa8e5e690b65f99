/**
 * The spec's settings of the prices widgets besides their tickers: how each row draws its
 * session (chartType), whether it shows the listing's logo, and whether the change is written in
 * percent or in the price's unit. Spread into the definitions of the price lists.
 */
import { booleanField, selectField, type ConfigOf } from '../framework/configFields';

export const priceListFields = {
  chartType: selectField(
    'Chart',
    [
      { value: 'area', label: 'Area' },
      { value: 'line', label: 'Line' },
      { value: 'none', label: 'None' },
    ],
    'area',
    'The last session’s prices beside each row.',
  ),
  hideSymbolLogo: booleanField('Hide logos', false),
  changeMode: selectField(
    'Change',
    [
      { value: 'percent', label: 'Percent' },
      { value: 'value', label: 'Value' },
    ],
    'percent',
    'The change since the previous close; the other form shows on hover.',
  ),
};

export type PriceListDisplay = ConfigOf<typeof priceListFields>;
