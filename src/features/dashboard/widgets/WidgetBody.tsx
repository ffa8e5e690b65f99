/**
 * A widget's content: its component, loaded lazily, inside an error boundary so one broken widget
 * shows its failure (with Retry) instead of taking the page down. Shared by the dashboard's frame
 * and the embed page. It tells the widget which layout it is in: `mobile` in the dashboard's
 * narrowest breakpoint, where the grid is one column.
 */
import { Component, Suspense, createElement, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { WidgetDisplayContext, widgetDisplayOf } from '../../../widgets/framework/widgetDisplay';
import { WidgetFailure, WidgetLoading } from '../../../widgets/framework/WidgetState';
import { WidgetLayoutProvider } from '../../../widgets/framework/widgetLayout';
import { useWindowBreakpoint } from '../model/useWindowBreakpoint';
import type { DashboardWidget } from '../model/dashboardDocument';
import { lazyWidget } from './lazyWidget';

export function WidgetBody({ widget, isFullScreen = false }: { widget: Pick<DashboardWidget, 'id' | 'definition' | 'config'>; isFullScreen?: boolean }) {
  const showLabel = widgetDisplayOf(widget.config).showLabel;
  const display = useMemo(() => ({ showLabel }), [showLabel]);
  const layout = useWindowBreakpoint() === 'xs' ? 'mobile' : 'default';
  return (
    <WidgetBoundary>
      <WidgetDisplayContext.Provider value={display}>
        <Suspense fallback={<WidgetLoading type={widget.definition.type} />}>
          <WidgetLayoutProvider value={layout}>
            {/* lazyWidget returns the same component for a widget name every time (made once, kept in a module map). */}
            {createElement(lazyWidget(widget.definition), { widgetId: widget.id, config: widget.config, isFullScreen })}
          </WidgetLayoutProvider>
        </Suspense>
      </WidgetDisplayContext.Provider>
    </WidgetBoundary>
  );
}

class WidgetBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[widget] failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <WidgetFailure message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
