/**
 * One dashboard: its toolbar (view mode, add a widget, the tour), notices about anything that
 * had to be migrated or dropped, and the widgets in the chosen view mode: DASHBOARD,
 * the editable grid; LIST, one full-width column in layout order; SIMPLE, a read-only flow.
 * A maximised widget (currentWidgetInFullScreenId) opens over everything, one at a time.
 */
import { Alert, Box, Button, ButtonGroup, CloseButton, EmptyState, HStack, Heading, IconButton, SimpleGrid, Stack, VStack } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { currentWidgetInFullScreenIdVar, dashboardViewModeVar, hideSidebarVar, type DashboardViewMode } from '../../apollo/vars';
import { useDocumentTitle } from '../../app/a11y/pageTitle';
import { markTime } from '../../lib/markTime';
import { PlusIcon } from '../../ui/icons';
import { toaster } from '../../ui/toaster';
import type { DashboardFieldsFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { DashboardGrid, type GridArrange } from './DashboardGrid';
import { prefetchWidgetData } from '../../widgets/framework/widgetData';
import { ROW_HEIGHT, GRID_MARGIN } from './model/gridConfig';
import type { DashboardWidget } from './model/dashboardDocument';
import { useTourStart } from './tour/useTourStart';
import { useDashboardContent } from './useDashboardContent';
import { PendingSplitsBanner } from '../corporateActions/PendingSplitsBanner';
import { WidgetFrame } from './widgets/WidgetFrame';
import { CompassIcon, SidebarIcon } from './widgets/widgetIcons';

// Loaded when first opened: most visits only look at the widgets.
const WidgetPicker = lazy(() => import('./widgets/WidgetPicker').then((module) => ({ default: module.WidgetPicker })));
const EmbedDialog = lazy(() => import('../embed/EmbedDialog').then((module) => ({ default: module.EmbedDialog })));
const WidgetSettingsDialog = lazy(() => import('./widgets/WidgetSettingsDialog').then((module) => ({ default: module.WidgetSettingsDialog })));
const FullScreenWidget = lazy(() => import('./FullScreenWidget').then((module) => ({ default: module.FullScreenWidget })));
const DashboardTour = lazy(() => import('./tour/DashboardTour').then((module) => ({ default: module.DashboardTour })));

const VIEW_MODES: { value: DashboardViewMode; label: string }[] = [
  { value: 'DASHBOARD', label: 'Dashboard' },
  { value: 'LIST', label: 'List' },
  { value: 'SIMPLE', label: 'Simple' },
];

/** A widget's height in the list view: its grid height in pixels. */
function pixelHeight(rows: number): number {
  return rows * ROW_HEIGHT + (rows - 1) * GRID_MARGIN[1];
}

const prefetched = new WeakSet<readonly DashboardWidget[]>();

/**
 * Asks for every widget's data while the dashboard renders, not in an effect after it: the lazy
 * widgets below start fetching their code in this same render, dozens of files, and a browser
 * opens six connections per server, so requests sent after them waited behind them. Idempotent
 * (once per widget list, and Apollo joins a query already in flight), as a render must be.
 */
function prefetchOnce(client: ApolloClient, widgets: readonly DashboardWidget[]): void {
  if (prefetched.has(widgets)) return;
  prefetched.add(widgets);
  // Named in the browser's performance timeline (and in the bench's waterfall).
  markTime('dashboard: widget data asked');
  for (const widget of widgets) prefetchWidgetData(client, widget.definition.dataSource, widget.config);
}

export function DashboardView({ dashboard, switcher }: { dashboard: DashboardFieldsFragment; switcher?: ReactNode }) {
  const content = useDashboardContent(dashboard);
  useDocumentTitle(dashboard.name);
  const client = useApolloClient();
  prefetchOnce(client, content.widgets);
  const mode = useReactiveVar(dashboardViewModeVar);
  const fullScreenId = useReactiveVar(currentWidgetInFullScreenIdVar);
  const hideSidebar = useReactiveVar(hideSidebarVar);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsFor, setSettingsFor] = useState<DashboardWidget | null>(null);
  const [embedFor, setEmbedFor] = useState<DashboardWidget | null>(null);
  const [tourRequested, setTourRequested] = useState(false);
  const tourStart = useTourStart();
  // Once open, the tour stays mounted until closed (the progress it saves would otherwise end
  // it); once closed, it does not start again by itself in this view.
  const [tourOpen, setTourOpen] = useState(false);
  const [tourClosed, setTourClosed] = useState(false);
  const wantsTour = tourRequested || (tourStart !== null && !tourClosed);
  if (wantsTour && !tourOpen) setTourOpen(true);
  const fullScreen = content.widgets.find((widget) => widget.id === fullScreenId) ?? null;
  // Mounted from the first maximise on, so that closing animates and gives the focus back.
  const [fullScreenUsed, setFullScreenUsed] = useState(false);
  if (fullScreen && !fullScreenUsed) setFullScreenUsed(true);

  async function remove(widget: DashboardWidget) {
    try {
      await content.removeWidget(widget.id);
      toaster.create({ type: 'success', title: `${widget.definition.title} removed` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'The widget was not removed', description: errorMessage(error) });
    }
  }

  const frame = (widget: DashboardWidget, index: number, editable: boolean, arrange?: GridArrange) => (
    <WidgetFrame
      widget={widget}
      editable={editable}
      onArrange={arrange?.onArrange}
      arranging={arrange?.arranging}
      tourTarget={index === 0}
      onMaximise={() => currentWidgetInFullScreenIdVar(widget.id)}
      onSettings={() => setSettingsFor(widget)}
      onEmbed={widget.definition.embeddable ? () => setEmbedFor(widget) : undefined}
      onRemove={() => void remove(widget)}
      // The simple view is read-only: a sort there lasts for the visit.
      onWriteConfig={editable ? (patch) => content.writeWidgetConfig(widget.id, patch) : undefined}
    />
  );

  // The list and simple views follow the grid's order at the widest breakpoint.
  const ordered = [...content.layouts.xl]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .flatMap((item) => content.widgets.filter((widget) => widget.id === item.i));

  return (
    <Stack gap="4" flex="1" minW="0" p={{ base: '3', md: '5' }}>
      <HStack gap="2" wrap="wrap">
        <IconButton
          aria-label={hideSidebar ? 'Show dashboards' : 'Hide dashboards'}
          aria-pressed={!hideSidebar}
          variant="ghost"
          size="sm"
          onClick={() => hideSidebarVar(!hideSidebar)}
          hideBelow="lg"
        >
          <SidebarIcon />
        </IconButton>
        {/* Below lg the switcher shows the name; the heading stays for screen readers. */}
        <Heading as="h1" size="lg" flex="1" minW="0" truncate srOnly={{ base: true, lg: false }}>
          {dashboard.name}
        </Heading>
        {switcher}
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View mode">
          {VIEW_MODES.map((option) => (
            <Button
              key={option.value}
              aria-pressed={mode === option.value}
              variant={mode === option.value ? 'subtle' : 'outline'}
              fontWeight={mode === option.value ? 'semibold' : 'normal'}
              onClick={() => dashboardViewModeVar(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </ButtonGroup>
        <IconButton aria-label="Take the tour" variant="ghost" size="sm" onClick={() => setTourRequested(true)}>
          <CompassIcon />
        </IconButton>
        <Button size="sm" onClick={() => setPickerOpen(true)} data-tour="add-widget">
          <PlusIcon /> Add widget
        </Button>
      </HStack>

      <PendingSplitsBanner />

      {content.notices.length > 0 ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This dashboard was updated</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0.5" ps="4" listStyleType="disc">
                {content.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={content.dismissNotices} />
        </Alert.Root>
      ) : null}

      {content.widgets.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>This dashboard has no widgets yet</EmptyState.Title>
              <EmptyState.Description>Add figures, charts and tables about your portfolios.</EmptyState.Description>
            </VStack>
            <Button size="sm" onClick={() => setPickerOpen(true)}>
              <PlusIcon /> Add widget
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : mode === 'DASHBOARD' ? (
        <DashboardGrid widgets={content.widgets} layouts={content.layouts} onLayoutsChange={content.changeLayouts} renderWidget={(widget, index, arrange) => frame(widget, index, true, arrange)} />
      ) : mode === 'LIST' ? (
        <Stack gap="4" maxW="4xl" w="full" mx="auto">
          {ordered.map((widget, index) => (
            <Box key={widget.id} h={`${pixelHeight(Math.max(widget.definition.defaultLayout.h, widget.definition.type === 'KPI' ? 3 : 9))}px`}>
              {frame(widget, index, true)}
            </Box>
          ))}
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {ordered.map((widget, index) => (
            <Box key={widget.id} h={`${pixelHeight(widget.definition.defaultLayout.h)}px`} gridColumn={widget.definition.type === 'KPI' ? undefined : { sm: 'span 2', lg: 'span 2' }}>
              {frame(widget, index, false)}
            </Box>
          ))}
        </SimpleGrid>
      )}

      <Suspense fallback={null}>
        {pickerOpen ? <WidgetPicker open onClose={() => setPickerOpen(false)} onPick={async (definition) => void (await content.addWidget(definition))} /> : null}
        {settingsFor ? <WidgetSettingsDialog widget={settingsFor} onClose={() => setSettingsFor(null)} onSave={content.saveWidgetConfig} /> : null}
        {embedFor ? <EmbedDialog widget={embedFor} onClose={() => setEmbedFor(null)} /> : null}
      </Suspense>
      {fullScreenUsed ? (
        <Suspense fallback={null}>
          <FullScreenWidget widget={fullScreen} onWriteConfig={fullScreen ? (patch) => content.writeWidgetConfig(fullScreen.id, patch) : undefined} />
        </Suspense>
      ) : null}
      {content.widgets.length > 0 && tourOpen ? (
        <Suspense fallback={null}>
          <DashboardTour
            requested={tourRequested}
            start={tourStart}
            onFinished={() => {
              setTourRequested(false);
              setTourOpen(false);
              setTourClosed(true);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
