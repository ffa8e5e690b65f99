/** What the price lists' definitions share: a list two columns wide and nine rows high that may grow. */
export const PRICE_LIST_WIDGET = {
  type: 'Table',
  defaultLayout: { w: 2, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
} as const;
