/**
 * The DASHBOARD view mode: react-grid-layout as a controlled view of the stored layouts (gap
 * 16 x 16, row height 34, the app's breakpoints). Widgets are dragged by their title and
 * resized from the corner when their definition allows; "Move" and "Resize" in a widget's menu do
 * the same from the keyboard (useKeyboardArrange).
 */
import { Box, Stack, Text, type StackProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Responsive, useContainerWidth, verticalCompactor, type Layout, type ResponsiveLayouts } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { DashboardLayouts, DashboardWidget } from './model/dashboardDocument';
import { boundedItem } from './model/dashboardDocument';
import { BREAKPOINT_NAMES, GRID_BREAKPOINTS, GRID_COLS, GRID_MARGIN, ROW_HEIGHT } from './model/gridConfig';
import type { ArrangeMode } from './model/keyboardArrange';
import type { GridItem } from './model/placeWidget';
import { DRAG_HANDLE_CLASS } from './widgets/WidgetFrame';
import { useWindowBreakpoint } from './model/useWindowBreakpoint';
import { useKeyboardArrange } from './useKeyboardArrange';

/** The bar that shows the keyboard's move or resize steps while they happen. */
const ARRANGE_BAR: StackProps = {
  position: 'sticky',
  top: '0',
  zIndex: 'docked',
  mb: '3',
  px: '3',
  py: '2',
  rounded: 'l2',
  borderWidth: '1px',
  colorPalette: 'blue',
  borderColor: 'colorPalette.muted',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
};

/** What a widget on the grid needs to offer the keyboard's move and resize. */
export interface GridArrange {
  /** Starts moving or resizing the widget with the arrow keys. */
  onArrange: (mode: ArrangeMode) => void;
  /** The widget is being moved or resized from the keyboard. */
  arranging: ArrangeMode | null;
}

export interface DashboardGridProps {
  widgets: readonly DashboardWidget[];
  layouts: DashboardLayouts;
  onLayoutsChange: (layouts: DashboardLayouts) => void;
  renderWidget: (widget: DashboardWidget, index: number, arrange: GridArrange) => React.ReactNode;
}


export function DashboardGrid({ widgets, layouts, onLayoutsChange, renderWidget }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = useWindowBreakpoint();
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);
  const keyboard = useKeyboardArrange(layouts, breakpoint, onLayoutsChange);
  const shownLayouts = keyboard.shown;
  // Per-item flags for react-grid-layout from each widget's definition.
  const gridLayouts = useMemo(
    () =>
      Object.fromEntries(
        BREAKPOINT_NAMES.map((breakpoint) => [
          breakpoint,
          shownLayouts[breakpoint].map((item) => ({ ...item, isResizable: byId.get(item.i)?.definition.resizable ?? false })),
        ]),
      ) as ResponsiveLayouts<string>,
    [shownLayouts, byId],
  );

  function handleLayoutChange(_current: Layout, all: ResponsiveLayouts<string>) {
    // A keyboard draft is saved only when kept (Enter).
    if (keyboard.arranging) return;
    const next = Object.fromEntries(
      BREAKPOINT_NAMES.map((breakpoint) => {
        const items = all[breakpoint];
        if (!items) return [breakpoint, layouts[breakpoint]];
        return [
          breakpoint,
          items.flatMap((item): GridItem[] => {
            const widget = byId.get(item.i);
            return widget ? [boundedItem({ i: item.i, x: item.x, y: item.y, w: item.w, h: item.h }, widget.definition, GRID_COLS[breakpoint])] : [];
          }),
        ];
      }),
    ) as DashboardLayouts;
    onLayoutsChange(next);
  }

  return (
    <Box ref={containerRef} w="full" data-testid="dashboard-grid">
      {/* The live region is always rendered, so screen readers already watch it when the first
          step is announced; while arranging, it shows as a bar with the keys to use. */}
      <Stack gap="0.5" textStyle="sm" {...(keyboard.arranging ? ARRANGE_BAR : { srOnly: true })}>
        <Text role="status" aria-live="polite" fontWeight="medium" data-testid="arrange-status">
          {keyboard.announcement}
        </Text>
        {keyboard.arranging ? <Text aria-hidden>{keyboard.howTo}</Text> : null}
      </Stack>
      {mounted ? (
        <Responsive
          width={width}
          breakpoint={breakpoint}
          breakpoints={GRID_BREAKPOINTS}
          cols={GRID_COLS}
          layouts={gridLayouts}
          rowHeight={ROW_HEIGHT}
          margin={GRID_MARGIN}
          containerPadding={[0, 0]}
          compactor={verticalCompactor}
          dragConfig={{ enabled: true, handle: `.${DRAG_HANDLE_CLASS}`, cancel: 'button' }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          onLayoutChange={handleLayoutChange}
        >
          {widgets.map((widget, index) => (
            <div key={widget.id} data-grid-item={widget.id}>
              {renderWidget(widget, index, {
                onArrange: (mode) => keyboard.start(widget.id, widget.definition.title, mode),
                arranging: keyboard.arranging?.id === widget.id ? keyboard.arranging.mode : null,
              })}
            </div>
          ))}
        </Responsive>
      ) : null}
    </Box>
  );
}
