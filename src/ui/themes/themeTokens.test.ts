import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { palettes } from './palettes';
import { themeColorTokens, themeConditions } from './themeTokens';

describe('theme tokens', () => {
  it('widens Chakra dark/light to the dark- and light-based themes', () => {
    expect(themeConditions.dark).toContain('.theme-blue &');
    expect(themeConditions.dark).toContain('.theme-indigo &');
    expect(themeConditions.dark).not.toContain('.theme-default &');
    expect(themeConditions.light).toContain('.theme-default &');
  });

  it('gives every token one value per theme', () => {
    expect(themeColorTokens.bg.DEFAULT.value).toEqual({
      base: palettes.default.bg.canvas,
      _themeDefault: palettes.default.bg.canvas,
      _themeLight: palettes.light.bg.canvas,
      _themeDark: palettes.dark.bg.canvas,
      _themeBlue: palettes.blue.bg.canvas,
      _themeGreen: palettes.green.bg.canvas,
      _themeIndigo: palettes.indigo.bg.canvas,
    });
  });

  it('emits each theme class after the shared dark rule, so the theme wins', () => {
    const system = createSystem(defaultConfig, defineConfig({ conditions: themeConditions, theme: { semanticTokens: { colors: themeColorTokens } } }));
    const css = JSON.stringify(system.getTokenCss());
    const darkRule = css.indexOf('".dark &, .theme-blue &');
    const blueRule = css.indexOf('".theme-blue &"');
    expect(darkRule).toBeGreaterThan(-1);
    expect(blueRule).toBeGreaterThan(darkRule);
    expect(css.slice(blueRule, blueRule + 4000)).toContain(`"--chakra-colors-bg":"${palettes.blue.bg.canvas}"`);
  });
});
