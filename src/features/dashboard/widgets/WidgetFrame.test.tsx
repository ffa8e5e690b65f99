import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { displayFields } from '../../../widgets/framework/commonFields';
import { resolveConfig } from '../../../widgets/framework/configFields';
import { KpiFigure } from '../../../widgets/framework/KpiFigure';
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { system } from '../../../ui/theme';
import { WidgetFrame } from './WidgetFrame';

// A KPI outside the catalogue, with the display settings every KPI gets, drawing a figure with a caption.
const kpi: AnyWidgetDefinition = {
  name: 'testFrameKpi',
  displayName: 'Test KPI',
  title: 'Test KPI',
  description: 'A KPI for the frame’s tests.',
  type: 'KPI',
  defaultLayout: { w: 1, h: 3 },
  resizable: false,
  canMaximize: false,
  hideConfig: false,
  configs: displayFields,
  dataSource: 'summary',
  embeddable: true,
  configVersion: 1,
  load: async () => () => <KpiFigure value="$1,000.00" caption="at the last close" />,
};

function renderFrame(stored: Record<string, unknown>) {
  const widget = { id: 'w-1', definition: kpi, config: resolveConfig(kpi.configs, stored).config };
  return render(
    <ChakraProvider value={system}>
      <WidgetFrame widget={widget} editable onSettings={() => undefined} onRemove={() => undefined} />
    </ChakraProvider>,
  );
}

describe('WidgetFrame', () => {
  it('shows the title bar by default', async () => {
    renderFrame({});
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Test KPI' })).toBeInTheDocument();
    expect(screen.getByText('at the last close')).toBeInTheDocument();
  });

  it('drops the title with showHeader off, keeping the name and the buttons within reach of the keyboard', async () => {
    const { container } = renderFrame({ showHeader: false });
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test KPI' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test KPI' })).toBeInTheDocument();
    // The bar floats over the body, shown on hover or focus; its buttons stay in the tab order.
    expect(container.querySelector('[data-widget-header="floating"]')).toContainElement(screen.getByRole('button', { name: 'Settings of Test KPI' }));
    const settings = screen.getByRole('button', { name: 'Settings of Test KPI' });
    settings.focus();
    expect(settings).toHaveFocus();
    expect(screen.getByRole('button', { name: 'More actions for Test KPI' })).toBeInTheDocument();
  });

  it('hands showLabel to the widget’s figure', async () => {
    renderFrame({ showLabel: false });
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.queryByText('at the last close')).not.toBeInTheDocument();
  });
});
