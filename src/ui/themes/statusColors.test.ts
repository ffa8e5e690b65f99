import { defaultConfig } from '@chakra-ui/react';
import { contrast } from '../../lib/contrast';
import { palettes } from './palettes';
import { statusColorTokens } from './statusColors';
import { PALETTE_NAMES } from './themeNames';

/** The hex of a `{colors.green.700}` reference in Chakra's base tokens. */
function hexOf(reference: string): string {
  const [, hue = '', shade = ''] = /^\{colors\.(\w+)\.(\d+)\}$/.exec(reference) ?? [];
  const scale = (defaultConfig.theme?.tokens?.colors as Record<string, Record<string, { value: string }>> | undefined)?.[hue];
  const value = scale?.[shade]?.value;
  if (!value) throw new Error(`No colour ${reference}`);
  return value;
}

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
