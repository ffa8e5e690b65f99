/**
 * Chakra's status and accent colours where its defaults are too light to read (WCAG 1.4.3, 4.5:1)
 * on this app's surfaces: gain and loss figures (fg.success 3.30:1, fg.error 3.76:1 on white),
 * warnings, and white text on the green, teal, orange and cyan solids (the import buttons' teal
 * was 3.74:1). One shade darker in the light scheme, and for the solids in both, since a solid
 * keeps white text in the dark scheme too. statusColors.test.ts checks every pair.
 */

/** The overridden semantic tokens, in Chakra's token syntax. */
export const statusColorTokens = {
  fg: {
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  },
  green: { solid: { value: '{colors.green.700}' } },
  teal: { solid: { value: '{colors.teal.700}' } },
  orange: { solid: { value: '{colors.orange.700}' } },
  cyan: { solid: { value: '{colors.cyan.700}' } },
} as const;
