/** Chakra's own colour tokens as hex, for the contrast tests of the colours the app takes from it. */
import { defaultConfig } from '@chakra-ui/react';

/** The hex of a `{colors.green.700}` reference in Chakra's base tokens. */
export function hexOf(reference: string): string {
  const [, hue = '', shade = ''] = /^\{colors\.(\w+)\.(\d+)\}$/.exec(reference) ?? [];
  const scale = (defaultConfig.theme?.tokens?.colors as Record<string, Record<string, { value: string }>> | undefined)?.[hue];
  const value = scale?.[shade]?.value;
  if (!value) throw new Error(`No colour ${reference}`);
  return value;
}

/** The hex of a palette's semantic token (`blue.fg`, `blue.subtle`) in one scheme, as Chakra defines it. */
export function semanticHexOf(palette: string, token: string, scheme: 'light' | 'dark'): string {
  const tokens = defaultConfig.theme?.semanticTokens?.colors as Record<string, Record<string, { value: { _light: string; _dark: string } }>> | undefined;
  const value = tokens?.[palette]?.[token]?.value;
  if (!value) throw new Error(`No token ${palette}.${token}`);
  return hexOf(value[`_${scheme}`]);
}
