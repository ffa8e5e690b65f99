/**
 * The look of the virtualised rows and cards, written once on their scroll box. Rows are plain
 * elements marked with data attributes: a Chakra component per cell would compute its styles on
 * every render, and while scrolling fast a dozen rows mount per frame.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { KIND_PALETTES } from '../../../ui/kindPalettes';

const ellipsis = { minWidth: '0', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

export const ROW_STYLES: SystemStyleObject = {
  '& [data-row]': {
    position: 'absolute',
    top: '0',
    left: '0',
    width: 'full',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    bg: 'bg.panel',
    cursor: 'pointer',
  },
  '& [data-row]:hover': { bg: 'bg.muted' },
  '& [data-row][data-selected]': { bg: 'colorPalette.subtle' },
  '& [data-row][data-selected]:hover': { bg: 'colorPalette.muted' },
  '& [data-grid]': { display: 'grid', alignItems: 'center' },
  '& [data-cell]': { ...ellipsis, px: '2' },
  '& [data-align=end]': { textAlign: 'end' },
  '& [data-center]': { display: 'flex', justifyContent: 'center', alignItems: 'center' },
  '& [data-muted]': { color: 'fg.muted' },
  '& [data-subtle]': { color: 'fg.subtle' },
  '& [data-gain=up]': { color: 'green.fg' },
  '& [data-gain=down]': { color: 'red.fg' },
  '& input[type=checkbox]': { boxSize: '4', flexShrink: '0', cursor: 'pointer', accentColor: 'colorPalette.solid' },
  // The kind badge: Chakra's subtle small badge.
  '& [data-kind]': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: '0',
    px: '1.5',
    minH: '5',
    borderRadius: 'l2',
    textStyle: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  ...Object.fromEntries(Object.entries(KIND_PALETTES).map(([kind, palette]) => [`& [data-kind="${kind}"]`, { colorPalette: palette }])),
  '& [data-logo]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    boxSize: '6',
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'bg.muted',
    color: 'fg.muted',
    fontSize: '2xs',
    fontWeight: 'bold',
  },
  '& [data-logo] img': { width: 'full', height: 'full', objectFit: 'contain', bg: 'white' },
  '& [data-security]': { display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' },
  '& [data-security-text]': { display: 'flex', flexDirection: 'column', minWidth: '0', lineHeight: 'short' },
  '& [data-ticker]': { ...ellipsis, fontWeight: 'semibold' },
  '& [data-name]': { ...ellipsis, fontSize: 'xs', color: 'fg.muted' },
  '& [data-edit]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    borderRadius: 'l2',
    color: 'fg.muted',
  },
  '& [data-edit]:hover': { bg: 'bg.emphasized', color: 'fg' },
  '& [data-edit]:focus-visible, & input[type=checkbox]:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  '& [data-edit] svg': { boxSize: '4' },
  // Cards (phones).
  '& [data-card]': { display: 'flex', alignItems: 'flex-start', gap: '3', px: '3', py: '3' },
  '& [data-card-body]': { flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '1' },
  '& [data-card-line]': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', minWidth: '0' },
  '& [data-card-line] > *': { ...ellipsis },
  '& [data-card-line] > [data-keep]': { flexShrink: '0', overflow: 'visible' },
  '& [data-card-title]': { display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' },
  '& [data-card-title] a': { ...ellipsis, fontWeight: 'semibold', color: 'fg', textDecoration: 'none' },
  '& [data-card-title] a:hover': { textDecoration: 'underline' },
  '& [data-card-title] a:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  '& [data-small]': { fontSize: 'sm', color: 'fg.muted' },
  '& [data-tiny]': { fontSize: 'xs', color: 'fg.muted' },
  '& [data-strong]': { fontWeight: 'semibold' },
};
