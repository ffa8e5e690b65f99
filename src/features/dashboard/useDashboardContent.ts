/**
 * One dashboard's widgets and layouts as the screen edits them. The stored documents are read
 * through readDashboard (migrated, cleaned, with notices); a cleaned dashboard is saved back once.
 * Layout changes (drag, resize, breakpoint re-flow) save after a pause, only the layouts and only
 * when they differ from what is stored; widget changes save only the widgets; adding or removing
 * a widget saves both. A setting a widget changes itself (a table's sort) is checked by its
 * field as the settings form checks it, merged into the stored config and saved after a pause.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DashboardFieldsFragment } from '../../generated/graphql';
import { coalescedWrites, type CoalescedWrites, type Patch } from '../../lib/coalescedWrites';
import { widgetDefinition } from '../../widgets/catalogue';
import type { AnyWidgetDefinition } from '../../widgets/framework/widgetTypes';
import { useDashboardActions } from './data/dashboards';
import { newStoredWidget, placeInLayouts, readDashboard, type DashboardLayouts, type StoredWidgets } from './model/dashboardDocument';
import { BREAKPOINT_NAMES } from './model/gridConfig';
import { newWidgetId } from './model/widgetIds';
import type { GridItem } from './model/placeWidget';

const LAYOUT_SAVE_DELAY_MS = 600;
/** Quick header clicks save once. */
const CONFIG_WRITE_DELAY_MS = 400;

function sameLayouts(a: DashboardLayouts, b: DashboardLayouts): boolean {
  const key = (items: readonly GridItem[]) =>
    items
      .map(({ i, x, y, w, h }) => `${i}:${x},${y},${w},${h}`)
      .sort()
      .join('|');
  return BREAKPOINT_NAMES.every((breakpoint) => key(a[breakpoint]) === key(b[breakpoint]));
}

export function useDashboardContent(dashboard: DashboardFieldsFragment) {
  const actions = useDashboardActions();
  const read = useMemo(() => readDashboard(dashboard.layouts, dashboard.widgets, widgetDefinition), [dashboard.layouts, dashboard.widgets]);
  const [layouts, setLayouts] = useState(read.layouts);
  const [dismissed, setDismissed] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the callbacks below act on: the latest render's documents, without re-creating them.
  const latest = useRef({ id: dashboard._id, read, layouts });
  useLayoutEffect(() => {
    latest.current = { id: dashboard._id, read, layouts };
  });

  // The stored layouts changed (saved, or edited elsewhere): show them unless they are ours.
  const [shownRead, setShownRead] = useState(read);
  if (shownRead !== read) {
    setShownRead(read);
    if (!sameLayouts(read.layouts, layouts)) setLayouts(read.layouts);
  }

  // A dashboard that needed cleaning (old configs, removed widgets, a damaged layout) is saved clean once.
  const cleanedId = useRef<string | null>(null);
  useEffect(() => {
    if (!read.changed || cleanedId.current === dashboard._id) return;
    cleanedId.current = dashboard._id;
    actions.saveContent(dashboard._id, { layouts: read.layouts as unknown as Record<string, unknown>, widgets: read.stored }).catch(() => {
      // The cleaned view still shows; the next visit tries again.
      cleanedId.current = null;
    });
  }, [actions, dashboard._id, read]);

  const flush = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const { id, read: current, layouts: shown } = latest.current;
    if (!sameLayouts(shown, current.layouts)) void actions.saveLayouts(id, shown as unknown as Record<string, unknown>).catch(() => undefined);
  }, [actions]);

  // Leaving the dashboard saves a layout change still waiting.
  useEffect(() => () => flush(), [flush, dashboard._id]);

  const changeLayouts = useCallback(
    (next: DashboardLayouts) => {
      setLayouts(next);
      latest.current = { ...latest.current, layouts: next };
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(flush, LAYOUT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const addWidget = useCallback(
    async (definition: AnyWidgetDefinition) => {
      const id = newWidgetId();
      const nextLayouts = placeInLayouts(latest.current.layouts, id, definition);
      setLayouts(nextLayouts);
      await actions.saveContent(dashboard._id, {
        layouts: nextLayouts as unknown as Record<string, unknown>,
        widgets: { ...latest.current.read.stored, [id]: newStoredWidget(definition) },
      });
      return id;
    },
    [actions, dashboard._id],
  );

  const removeWidget = useCallback(
    async (widgetId: string) => {
      const { [widgetId]: _removed, ...widgets } = latest.current.read.stored;
      const nextLayouts = Object.fromEntries(
        BREAKPOINT_NAMES.map((breakpoint) => [breakpoint, latest.current.layouts[breakpoint].filter((item) => item.i !== widgetId)]),
      ) as DashboardLayouts;
      setLayouts(nextLayouts);
      await actions.saveContent(dashboard._id, { layouts: nextLayouts as unknown as Record<string, unknown>, widgets });
    },
    [actions, dashboard._id],
  );

  // The widgets document last sent, until the saved one comes back through the cache: a save
  // right after another builds on it, not on the older document still shown.
  const sent = useRef<{ read: typeof read; stored: StoredWidgets } | null>(null);
  const currentStored = useCallback(() => (sent.current?.read === latest.current.read ? sent.current.stored : latest.current.read.stored), []);
  const saveWidgets = useCallback(
    async (widgets: StoredWidgets) => {
      sent.current = { read: latest.current.read, stored: widgets };
      await actions.saveWidgets(latest.current.id, widgets);
    },
    [actions],
  );

  const saveWidgetConfig = useCallback(
    async (widgetId: string, config: Record<string, unknown>) => {
      const stored = currentStored();
      const widget = stored[widgetId];
      if (!widget) throw new Error('This widget is no longer on the dashboard.');
      await saveWidgets({ ...stored, [widgetId]: { ...widget, config } });
    },
    [currentStored, saveWidgets],
  );

  const saveConfigPatches = useCallback(
    async (batch: ReadonlyMap<string, Patch>) => {
      const stored = currentStored();
      const next = { ...stored };
      for (const [widgetId, patch] of batch) {
        // A widget removed meanwhile has nothing left to save.
        const widget = stored[widgetId];
        if (widget) next[widgetId] = { ...widget, config: { ...widget.config, ...patch } };
      }
      await saveWidgets(next);
    },
    [currentStored, saveWidgets],
  );
  // Made on the first write: most visits change nothing.
  const configWrites = useRef<CoalescedWrites<string> | null>(null);
  // Leaving the dashboard saves a setting still waiting.
  useEffect(() => () => configWrites.current?.flush(), []);

  /** Merges a widget's own change into its stored config; a value its field refuses is not saved. */
  const writeWidgetConfig = useCallback(
    (widgetId: string, patch: Patch): Promise<void> => {
      const widget = latest.current.read.widgets.find((candidate) => candidate.id === widgetId);
      if (!widget) return Promise.reject(new Error('This widget is no longer on the dashboard.'));
      const checked: Patch = {};
      for (const [key, value] of Object.entries(patch)) {
        const parsed = Object.hasOwn(widget.definition.configs, key) ? widget.definition.configs[key]!.parse(value) : undefined;
        if (parsed === undefined) return Promise.reject(new Error(`${widget.definition.title} has no such setting as ${key}, or not that value.`));
        checked[key] = parsed;
      }
      configWrites.current ??= coalescedWrites(saveConfigPatches, CONFIG_WRITE_DELAY_MS);
      return configWrites.current.write(widgetId, checked);
    },
    [saveConfigPatches],
  );

  return {
    widgets: read.widgets,
    layouts,
    notices: dismissed ? [] : read.notices,
    dismissNotices: () => setDismissed(true),
    changeLayouts,
    addWidget,
    removeWidget,
    saveWidgetConfig,
    writeWidgetConfig,
  };
}
