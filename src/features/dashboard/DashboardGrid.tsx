/**
 * The DASHBOARD view mode: react-grid-layout as a controlled view of the stored layouts (spec §2:
 * gap 16 x 16, row height 34, the spec's breakpoints). Widgets are dragged by their title and
 * resized from the corner when their definition allows.
 */
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Responsive, useContainerWidth, verticalCompactor, type Layout, type ResponsiveLayouts } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { DashboardLayouts, DashboardWidget } from './model/dashboardDocument';
import { boundedItem } from './model/dashboardDocument';
import { BREAKPOINT_NAMES, GRID_BREAKPOINTS, GRID_COLS, GRID_MARGIN, ROW_HEIGHT } from './model/gridConfig';
import type { GridItem } from './model/placeWidget';
import { DRAG_HANDLE_CLASS } from './widgets/WidgetFrame';
import { useWindowBreakpoint } from './model/useWindowBreakpoint';

export interface DashboardGridProps {
  widgets: readonly DashboardWidget[];
  layouts: DashboardLayouts;
  onLayoutsChange: (layouts: DashboardLayouts) => void;
  renderWidget: (widget: DashboardWidget, index: number) => React.ReactNode;
}


export function DashboardGrid({ widgets, layouts, onLayoutsChange, renderWidget }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = useWindowBreakpoint();
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);
  // Per-item flags for react-grid-layout from each widget's definition.
  const gridLayouts = useMemo(
    () =>
      Object.fromEntries(
        BREAKPOINT_NAMES.map((breakpoint) => [
          breakpoint,
          layouts[breakpoint].map((item) => ({ ...item, isResizable: byId.get(item.i)?.definition.resizable ?? false })),
        ]),
      ) as ResponsiveLayouts<string>,
    [layouts, byId],
  );

  function handleLayoutChange(_current: Layout, all: ResponsiveLayouts<string>) {
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
              {renderWidget(widget, index)}
            </div>
          ))}
        </Responsive>
      ) : null}
    </Box>
  );
}
