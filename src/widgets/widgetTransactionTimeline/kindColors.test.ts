import { contrast } from '../../lib/contrast';
import { TRANSACTION_KINDS } from '../../ui/kindPalettes';
import { palettes } from '../../ui/themes/palettes';
import { PALETTE_NAMES } from '../../ui/themes/themeNames';
import { kindColor } from './kindColors';

describe('kindColor', () => {
  // WCAG 1.4.11: a bar must stand out from the card and the page at 3:1.
  it.each(PALETTE_NAMES)('draws every kind at 3:1 on the surfaces of the %s theme', (name) => {
    const { scheme, bg } = palettes[name];
    for (const kind of TRANSACTION_KINDS) {
      for (const surface of [bg.panel, bg.canvas]) expect({ kind, ratio: contrast(kindColor(kind, scheme), surface) >= 3 }).toEqual({ kind, ratio: true });
    }
  });

  it('draws money in and money out apart', () => {
    expect(kindColor('Deposit', 'light')).not.toBe(kindColor('Withdrawal', 'light'));
    expect(kindColor('Fee', 'dark')).not.toBe(kindColor('Tax', 'dark'));
  });
});
