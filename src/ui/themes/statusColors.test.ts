import { contrast } from '../../lib/contrast';
import { hexOf } from '../testing/chakraColors';
import { palettes } from './palettes';
import { statusColorTokens } from './statusColors';
import { PALETTE_NAMES } from './themeNames';

const schemes = ['light', 'dark'] as const;
const surfacesOf = (scheme: (typeof schemes)[number]) => PALETTE_NAMES.filter((name) => palettes[name].scheme === scheme).flatMap((name) => Object.values(palettes[name].bg));

describe.each(schemes)('status text in the %s scheme', (scheme) => {
  it.each(Object.keys(statusColorTokens.fg) as (keyof typeof statusColorTokens.fg)[])('fg.%s reads at 4.5:1 on every surface', (key) => {
    const colour = hexOf(statusColorTokens.fg[key].value[`_${scheme}`]);
    for (const surface of surfacesOf(scheme)) expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });
});

it.each(['green', 'teal', 'orange', 'cyan'] as const)('white text on the %s solid reads at 4.5:1', (hue) => {
  expect(contrast('#ffffff', hexOf(statusColorTokens[hue].solid.value))).toBeGreaterThanOrEqual(4.5);
});
