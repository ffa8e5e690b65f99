import { contrast, luminance } from '../../lib/contrast';
import { palettes, type AccentColors } from './palettes';
import { PALETTE_NAMES } from './themeNames';

describe('contrast', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(PALETTE_NAMES)('the %s palette', (name) => {
  const palette = palettes[name];
  const surfaces = Object.values(palette.bg);

  it('has body text at AAA contrast on every surface', () => {
    for (const surface of surfaces) expect(contrast(palette.fg.default, surface)).toBeGreaterThanOrEqual(7);
  });

  it('has secondary text readable (AA) on every surface', () => {
    for (const surface of surfaces) expect(contrast(palette.fg.muted, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('has placeholder text at least at the large-text ratio', () => {
    expect(contrast(palette.fg.subtle, palette.bg.panel)).toBeGreaterThanOrEqual(3);
  });

  it.each(['primary', 'secondary', 'neutral'] as const)('has a readable %s accent and a visible focus ring', (key) => {
    const accent: AccentColors = palette[key];
    expect(contrast(accent.contrast, accent.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent.fg, palette.bg.canvas)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent.fg, accent.subtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent.focusRing, palette.bg.canvas)).toBeGreaterThanOrEqual(3);
  });

  it('tells its surfaces apart from the page', () => {
    expect(palette.bg.panel).not.toBe(palette.bg.muted);
    expect(contrast(palette.border.emphasized, palette.bg.canvas)).toBeGreaterThan(1.3);
  });
});

it('gives the light and dark schemes opposite brightness', () => {
  for (const name of PALETTE_NAMES) {
    const palette = palettes[name];
    expect(luminance(palette.bg.canvas) > 0.5).toBe(palette.scheme === 'light');
  }
});
