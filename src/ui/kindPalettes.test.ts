import { contrast } from '../lib/contrast';
import { KIND_PALETTES, TRANSACTION_KINDS } from './kindPalettes';
import { semanticHexOf } from './testing/chakraColors';

describe('KIND_PALETTES', () => {
  it('gives the cash kinds palettes apart from the trades they could be mistaken for', () => {
    expect(KIND_PALETTES.Deposit).not.toBe(KIND_PALETTES.Buy);
    expect(KIND_PALETTES.Withdrawal).not.toBe(KIND_PALETTES.Sell);
    expect(KIND_PALETTES.Withdrawal).not.toBe(KIND_PALETTES.Deposit);
    expect(KIND_PALETTES.Fee).not.toBe(KIND_PALETTES.Tax);
    // Interest is income, and reads as such.
    expect(KIND_PALETTES.Interest).toBe(KIND_PALETTES.Income);
  });

  // Gray is the theme's neutral (themeTokens.ts), whose contrast palettes.test.ts checks.
  const chakraPalettes = [...new Set(TRANSACTION_KINDS.map((kind) => KIND_PALETTES[kind]))].filter((palette) => palette !== 'gray');

  it.each(chakraPalettes.flatMap((palette) => (['light', 'dark'] as const).map((scheme) => [palette, scheme] as const)))(
    'a %s badge reads at 4.5:1 in the %s scheme (its text on its subtle background)',
    (palette, scheme) => {
      expect(contrast(semanticHexOf(palette, 'fg', scheme), semanticHexOf(palette, 'subtle', scheme))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
