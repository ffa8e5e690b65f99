/**
 * The heatmap's drawing rules, free of React: the diverging colour of a day's change (red for a
 * fall, grey for none, green for a rise, full strength from ±3 %), the text colour that reads on
 * a tile, and the tree of sectors and tiles the treemap lays out.
 */
import { contrast } from '../../lib/contrast';
import type { WidgetStockHeatmapQuery } from '../../generated/graphql';

export type HeatTile = WidgetStockHeatmapQuery['stockHeatmap']['tiles'][number];

/** The change at which a tile's colour is at full strength; larger moves look the same. */
export const FULL_SCALE = 0.03;

export interface HeatScale {
  loss: string;
  neutral: string;
  gain: string;
}

/** The scale in each scheme: a grey that sits quietly on the panel, and a red and a green that read as loss and gain on it. */
export const HEAT_SCALES: Readonly<Record<'light' | 'dark', HeatScale>> = {
  light: { loss: '#dc2626', neutral: '#c4c7ce', gain: '#16a34a' },
  dark: { loss: '#e5484d', neutral: '#4b4f5c', gain: '#2f9e57' },
};

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (values: readonly number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

function mix(from: string, to: string, share: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((value, i) => value + (b[i]! - value) * share));
}

/** A change's colour: grey at zero (and when unknown), towards red or green up to ±FULL_SCALE. */
export function heatColor(changePercent: number | null, scale: HeatScale): string {
  if (changePercent === null || !Number.isFinite(changePercent) || changePercent === 0) return scale.neutral;
  const share = Math.min(1, Math.abs(changePercent) / FULL_SCALE);
  return mix(scale.neutral, changePercent > 0 ? scale.gain : scale.loss, share);
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111318';

/** The label colour that stands out more on a tile. */
export function textOn(fill: string): string {
  return contrast(fill, LIGHT_TEXT) >= contrast(fill, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** A character's width at the charts' 11 px font, rounded up: SVG text is not measured before it is drawn. */
const CHAR_PX = 7;
const LABEL_PADDING_PX = 6;

/**
 * The longest of `candidates` (longest first) that fits `width` pixels; else the last one cut
 * short with an ellipsis when three characters fit; else nothing. SVG text overflows its tile.
 */
export function fitLabel(candidates: readonly string[], width: number): string {
  const room = Math.floor((width - LABEL_PADDING_PX) / CHAR_PX);
  const fitting = candidates.find((text) => text.length <= room);
  if (fitting !== undefined) return fitting;
  const last = candidates[candidates.length - 1] ?? '';
  return room >= 3 ? `${last.slice(0, room - 1)}…` : '';
}

export interface HeatNode {
  id: string;
  /** The sector (a group), or the symbol (a tile). */
  label: string;
  name?: string | null;
  sector: string;
  /** A tile's size; a group's is the sum of its tiles'. */
  value?: number;
  changePercent?: number | null;
  children?: HeatNode[];
}

/** The tree prefix of a sector's id, so a sector never shares an id with a symbol. */
const GROUP = 'sector:';

export const isGroupId = (id: string) => id.startsWith(GROUP);

/**
 * Tiles grouped by sector, the largest sector and tile first (the treemap places them top left).
 * A tile without a positive size has no area to draw and is left out.
 */
export function heatTree(tiles: readonly HeatTile[]): HeatNode {
  const sectors = new Map<string, HeatTile[]>();
  for (const tile of tiles) {
    if (!(tile.size > 0)) continue;
    sectors.set(tile.sector, [...(sectors.get(tile.sector) ?? []), tile]);
  }
  const total = (group: readonly HeatTile[]) => group.reduce((sum, tile) => sum + tile.size, 0);
  const groups = [...sectors.entries()].sort(([a, x], [b, y]) => total(y) - total(x) || a.localeCompare(b));
  return {
    id: 'root',
    label: '',
    sector: '',
    children: groups.map(([sector, group]) => ({
      id: `${GROUP}${sector}`,
      label: sector,
      sector,
      children: [...group]
        .sort((a, b) => b.size - a.size || a.symbol.localeCompare(b.symbol))
        .map((tile) => ({ id: tile.symbol, label: tile.symbol, name: tile.name, sector, value: tile.size, changePercent: tile.changePercent })),
    })),
  };
}

/** The tiles in the treemap's order (sector by sector), for the accessible table. */
export function tilesInOrder(tree: HeatNode): HeatNode[] {
  return (tree.children ?? []).flatMap((group) => group.children ?? []);
}
