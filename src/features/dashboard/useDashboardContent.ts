/**
 * One dashboard's widgets and layouts as the screen edits them. The stored documents are read
 * through readDashboard (migrated, cleaned, with notices); a cleaned dashboard is saved back once.
 * Layout changes (drag, resize, breakpoint re-flow) save after a pause, only the layouts and only
 * when they differ from what is stored; widget changes save only the widgets; adding or removing
 * a widget saves both.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DashboardFieldsFragment } from '../../generated/graphql';
import { widgetDefinition } from '../../widgets/catalogue';
import type { AnyWidgetDefinition } from '../../widgets/framework/widgetTypes';
import { useDashboardActions } from './data/dashboards';
import { newStoredWidget, placeInLayouts, readDashboard, type DashboardLayouts } from './model/dashboardDocument';
import { BREAKPOINT_NAMES } from './model/gridConfig';
import { newWidgetId } from './model/widgetIds';
import type { GridItem } from './model/placeWidget';

const LAYOUT_SAVE_DELAY_MS = 600;

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

  const saveWidgetConfig = useCallback(
    async (widgetId: string, config: Record<string, unknown>) => {
      const stored = latest.current.read.stored;
      const widget = stored[widgetId];
      if (!widget) throw new Error('This widget is no longer on the dashboard.');
      await actions.saveWidgets(dashboard._id, { ...stored, [widgetId]: { ...widget, config } });
    },
    [actions, dashboard._id],
  );

  // Patches a widget wrote whose saves are still on their way, merged: a second patch sent before
  // the first is stored builds on it rather than on the stored config, which does not have it yet.
  const inFlight = useRef(new Map<string, { patches: Record<string, unknown>; saves: number }>());

  const writeWidgetConfig = useCallback(
    async (widgetId: string, patch: Readonly<Record<string, unknown>>) => {
      const stored = latest.current.read.stored[widgetId];
      const definition = widgetDefinition(stored?.name ?? '');
      if (!stored || !definition) throw new Error('This widget is no longer on the dashboard.');
      const refused = Object.entries(patch).filter(([key, value]) => definition.configs[key]?.parse(value) === undefined);
      if (refused.length > 0) throw new Error(`${definition.title} has no setting ${refused.map(([key]) => key).join(', ')} with that value.`);
      const pending = inFlight.current.get(widgetId) ?? { patches: {}, saves: 0 };
      pending.patches = { ...pending.patches, ...patch };
      pending.saves += 1;
      inFlight.current.set(widgetId, pending);
      try {
        await saveWidgetConfig(widgetId, { ...stored.config, ...pending.patches });
      } finally {
        pending.saves -= 1;
        if (pending.saves === 0 && inFlight.current.get(widgetId) === pending) inFlight.current.delete(widgetId);
      }
    },
    [saveWidgetConfig],
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
