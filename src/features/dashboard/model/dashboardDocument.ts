/**
 * A dashboard's two stored documents: `widgets` keyed by widget id ({ name,
 * configVersion, config }) and `layouts` keyed by breakpoint (react-grid-layout items keyed by
 * i). Reading them never fails: an older config is migrated, a widget no longer in the catalogue
 * or an unreadable entry is dropped, a corrupt or missing layout is rebuilt — each with a notice
 * for the user — so a stored dashboard from any version shows something, never a blank screen.
 */
import { resolveConfig } from '../../../widgets/framework/configFields';
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { BREAKPOINT_NAMES, GRID_COLS, type BreakpointName } from './gridConfig';
import { findSpace, type GridItem } from './placeWidget';

export interface StoredWidget {
  name: string;
  configVersion: number;
  config: Record<string, unknown>;
}

export type StoredWidgets = Record<string, StoredWidget>;
export type DashboardLayouts = Record<BreakpointName, GridItem[]>;

export interface DashboardWidget {
  id: string;
  definition: AnyWidgetDefinition;
  /** The config as the widget's schema reads it (defaults filled in). */
  config: Record<string, unknown>;
}

export interface ReadDashboard {
  widgets: DashboardWidget[];
  /** The documents to store: what was read, migrated and cleaned. */
  stored: StoredWidgets;
  layouts: DashboardLayouts;
  notices: string[];
  /** Something was migrated, dropped or rebuilt: the cleaned documents differ from the stored ones. */
  changed: boolean;
}

type Lookup = (name: string) => AnyWidgetDefinition | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Applies the definition's migrations from `from` up to its current version. */
export function migrateConfig(definition: AnyWidgetDefinition, from: number, config: Record<string, unknown>): Record<string, unknown> {
  let migrated = config;
  for (let version = from + 1; version <= definition.configVersion; version += 1) {
    const step = definition.migrations?.[version];
    if (!step) throw new Error(`${definition.name} has no config migration to version ${version}.`);
    migrated = step(migrated);
  }
  return migrated;
}

function readWidget(id: string, raw: unknown, lookup: Lookup, notices: string[]): { widget: DashboardWidget; stored: StoredWidget; changed: boolean } | null {
  if (!isObject(raw) || typeof raw.name !== 'string') {
    notices.push('A widget that could not be read was removed.');
    return null;
  }
  const definition = lookup(raw.name);
  if (!definition) {
    notices.push(`The widget "${raw.name}" is no longer available and was removed.`);
    return null;
  }
  const storedVersion = typeof raw.configVersion === 'number' && Number.isInteger(raw.configVersion) && raw.configVersion >= 1 ? raw.configVersion : 1;
  let config = isObject(raw.config) ? raw.config : {};
  let changed = !isObject(raw.config) || raw.configVersion !== storedVersion;
  if (storedVersion > definition.configVersion) {
    notices.push(`The settings of "${definition.title}" come from a newer version of the app and were reset.`);
    config = {};
    changed = true;
  } else if (storedVersion < definition.configVersion) {
    try {
      config = migrateConfig(definition, storedVersion, config);
    } catch {
      notices.push(`The settings of "${definition.title}" could not be updated and were reset.`);
      config = {};
    }
    changed = true;
  }
  const resolved = resolveConfig(definition.configs, config);
  if (resolved.replaced.length > 0) {
    notices.push(`Some settings of "${definition.title}" were unreadable and were reset: ${resolved.replaced.join(', ')}.`);
    changed = true;
  }
  const kept = Object.fromEntries(Object.keys(definition.configs).filter((key) => key in config).map((key) => [key, resolved.config[key as keyof typeof resolved.config]]));
  return {
    widget: { id, definition, config: resolved.config },
    stored: { name: definition.name, configVersion: definition.configVersion, config: kept },
    changed,
  };
}

/** The grid item of a widget on a grid of `cols` columns, bounded by its definition. */
export function boundedItem(item: GridItem, definition: AnyWidgetDefinition, cols: number): GridItem {
  const size = definition.defaultLayout;
  const minW = Math.min(size.minW ?? (definition.resizable ? 1 : size.w), cols);
  const maxW = Math.min(size.maxW ?? cols, cols);
  const minH = size.minH ?? (definition.resizable ? 2 : size.h);
  const maxH = size.maxH ?? (definition.resizable ? 40 : size.h);
  const w = definition.resizable ? Math.min(Math.max(item.w, minW), maxW) : Math.min(size.w, cols);
  const h = definition.resizable ? Math.min(Math.max(item.h, minH), maxH) : size.h;
  const bounded: GridItem = { i: item.i, x: Math.min(Math.max(0, item.x), Math.max(0, cols - w)), y: Math.max(0, item.y), w, h };
  if (definition.resizable) Object.assign(bounded, { minW, maxW, minH, maxH });
  return bounded;
}

function isGridItem(value: unknown): value is GridItem {
  if (!isObject(value) || typeof value.i !== 'string') return false;
  return (['x', 'y', 'w', 'h'] as const).every((key) => typeof value[key] === 'number' && Number.isInteger(value[key]) && (value[key] as number) >= (key === 'w' || key === 'h' ? 1 : 0));
}

/** Adds a widget at the first free spot of every breakpoint's layout. */
export function placeInLayouts(layouts: DashboardLayouts, id: string, definition: AnyWidgetDefinition): DashboardLayouts {
  return Object.fromEntries(
    BREAKPOINT_NAMES.map((breakpoint) => {
      const cols = GRID_COLS[breakpoint];
      const spot = findSpace(layouts[breakpoint], definition.defaultLayout, cols);
      return [breakpoint, [...layouts[breakpoint], boundedItem({ i: id, ...spot }, definition, cols)]];
    }),
  ) as DashboardLayouts;
}

export function emptyLayouts(): DashboardLayouts {
  return Object.fromEntries(BREAKPOINT_NAMES.map((breakpoint) => [breakpoint, []])) as unknown as DashboardLayouts;
}

export function readDashboard(rawLayouts: unknown, rawWidgets: unknown, lookup: Lookup): ReadDashboard {
  const notices: string[] = [];
  let changed = false;
  if (!isObject(rawWidgets)) {
    notices.push("This dashboard's widgets could not be read and were removed.");
    changed = true;
  }
  const widgets: DashboardWidget[] = [];
  const stored: StoredWidgets = {};
  for (const [id, raw] of Object.entries(isObject(rawWidgets) ? rawWidgets : {})) {
    const read = readWidget(id, raw, lookup, notices);
    if (!read) {
      changed = true;
      continue;
    }
    widgets.push(read.widget);
    stored[id] = read.stored;
    changed ||= read.changed;
  }

  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const source = isObject(rawLayouts) ? rawLayouts : {};
  let layoutRebuilt = !isObject(rawLayouts);
  let layouts = emptyLayouts();
  for (const breakpoint of BREAKPOINT_NAMES) {
    const cols = GRID_COLS[breakpoint];
    const items = Array.isArray(source[breakpoint]) ? (source[breakpoint] as unknown[]) : [];
    const seen = new Set<string>();
    for (const item of items) {
      const widget = isGridItem(item) ? byId.get(item.i) : undefined;
      if (!widget || seen.has(widget.id)) {
        // An item for a removed widget is expected cleanup; anything else is damage.
        if (!isGridItem(item)) layoutRebuilt = true;
        changed = true;
        continue;
      }
      seen.add(widget.id);
      const bounded = boundedItem(item as GridItem, widget.definition, cols);
      if ((['x', 'y', 'w', 'h'] as const).some((key) => bounded[key] !== (item as GridItem)[key])) changed = true;
      layouts[breakpoint].push(bounded);
    }
  }
  // Widgets with no place in a breakpoint get the first free spot there.
  for (const widget of widgets) {
    for (const breakpoint of BREAKPOINT_NAMES) {
      if (layouts[breakpoint].some((item) => item.i === widget.id)) continue;
      const cols = GRID_COLS[breakpoint];
      const spot = findSpace(layouts[breakpoint], widget.definition.defaultLayout, cols);
      layouts = { ...layouts, [breakpoint]: [...layouts[breakpoint], boundedItem({ i: widget.id, ...spot }, widget.definition, cols)] };
      changed = true;
    }
  }
  if (layoutRebuilt) notices.push("This dashboard's layout could not be read and was rebuilt.");
  return { widgets, stored, layouts, notices: [...new Set(notices)], changed };
}

/** A new widget's stored entry: its current config version and only the settings given. */
export function newStoredWidget(definition: AnyWidgetDefinition, config: Record<string, unknown> = {}): StoredWidget {
  return { name: definition.name, configVersion: definition.configVersion, config };
}
