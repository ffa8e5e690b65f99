import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import { statusColorTokens } from './themes/statusColors';
import { themeColorSchemeCss, themeColorTokens, themeConditions } from './themes/themeTokens';

const fontStack = `Nunito, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif`;

const config = defineConfig({
  // Every theme is a class on <html>; see themes/themeTokens.ts.
  conditions: themeConditions,
  globalCss: {
    ...themeColorSchemeCss,
    // Controls without an explicit colorPalette take the theme's primary accent (and its focus
    // ring) instead of Chakra's gray.
    html: { colorPalette: 'primary' },
    // A heading focused after a navigation (a11y/focusOnNavigation.ts) is a reading position,
    // not a control: no focus ring around it.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
    // WCAG 2.3.3: with reduced motion asked for, nothing slides, fades or spins for long.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // The app's breakpoints: xs 0 (Chakra's `base`), sm 600, md 960, lg 1280, xl 1600. Chakra's default 2xl
    // (1536px) would sort below xl, so it moves above it.
    breakpoints: {
      sm: '600px',
      md: '960px',
      lg: '1280px',
      xl: '1600px',
      '2xl': '1920px',
    },
    // Spacing stays Chakra's 0.25rem (4px) scale: the product's spacing unit of 4.
    tokens: {
      fonts: {
        body: { value: fontStack },
        heading: { value: fontStack },
      },
    },
    semanticTokens: {
      colors: { ...themeColorTokens, ...statusColorTokens, fg: { ...themeColorTokens.fg, ...statusColorTokens.fg } },
    },
    slotRecipes: {
      // Toasts are dense, entering in 225 ms and leaving in 195 ms.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            gap: '2',
            py: '2',
            ps: '3',
            pe: '8',
            transition: 'translate 225ms, scale 225ms, opacity 225ms, height 225ms, box-shadow 200ms',
            _closed: { transition: 'translate 195ms, scale 195ms, opacity 195ms' },
            // These have the panel's background, which in the dark theme is the page's: a shadow
            // there does not show, an edge does.
            '&:is([data-type=info], [data-type=loading])': { borderWidth: '1px', borderColor: 'border' },
          },
          indicator: { boxSize: '4' },
        },
      },
    },
  },
});

/**
 * Chakra's theme without the recipes of components the app never uses (date pickers, tags
 * inputs, carousels…): every recipe in the system ships with the first page load, and the unused
 * ones were a tenth of it. theme.test.ts fails when a component is imported without its recipe.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
