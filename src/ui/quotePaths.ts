/**
 * Where a security's manual prices and a currency pair's manual rates are entered (under the /app
 * basename): the screens' routes and every link to them (a holding without a close, the marker on
 * a figure, the profile) are written with these.
 */
export const PRICES_ROUTE = 'prices/:stockId';
export const RATES_ROUTE = 'rates/:base/:quote';

export const pricesPath = (stockId: string): string => `/prices/${encodeURIComponent(stockId)}`;
export const ratesPath = (base: string, quote: string): string => `/rates/${encodeURIComponent(base)}/${encodeURIComponent(quote)}`;
