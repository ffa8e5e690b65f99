/**
 * A widget on a dashboard: a card with its title (the drag handle in the grid), its actions
 * (settings, maximise, embed, remove), and its body, loaded lazily, inside an error boundary so one
 * broken widget never takes the dashboard down. With the widget's showHeader off there is no
 * title bar: the drag handle and the actions float over the body's top and, with a pointer, show
 * on hover or keyboard focus; the card keeps the title as its accessible name.
 */
import { Box, Card, HStack, Heading, IconButton } from '@chakra-ui/react';
import { WidgetConfigWriterProvider, type WriteConfig } from '../../../widgets/framework/useWidgetConfigWriter';
import type { DashboardWidget } from '../model/dashboardDocument';
import type { ArrangeMode } from '../model/keyboardArrange';
import { DeferredActionsMenu } from '../menu/DeferredActionsMenu';
import { WidgetBody } from './WidgetBody';
import { ExpandIcon, GripIcon, SettingsIcon } from './widgetIcons';

export const DRAG_HANDLE_CLASS = 'widget-drag-handle';

export interface WidgetFrameProps {
  widget: DashboardWidget;
  /** Editing chrome (drag handle, settings, remove); off in the read-only views. */
  editable: boolean;
  isFullScreen?: boolean;
  onMaximise?: () => void;
  onSettings?: () => void;
  /** Opens "Embed on a website" (a read-only link for another site). */
  onEmbed?: () => void;
  onRemove?: () => void;
  /** Moves or resizes the widget from the keyboard (on the grid only). */
  onArrange?: (mode: ArrangeMode) => void;
  /** The widget is being moved or resized from the keyboard. */
  arranging?: ArrangeMode | null;
  /** Marks the first widget for the tour's third step. */
  tourTarget?: boolean;
  /** Saves a setting the widget changes itself (a table's sort); absent where nothing is saved. */
  onWriteConfig?: WriteConfig;
}

export function WidgetFrame({ widget, editable, isFullScreen = false, onMaximise, onSettings, onEmbed, onRemove, onArrange, arranging = null, tourTarget, onWriteConfig }: WidgetFrameProps) {
  const { definition } = widget;
  const showHeader = widget.config.showHeader !== false;
  const moreActions = [
    ...(onArrange ? [{ value: 'move', label: 'Move', onSelect: () => onArrange('move') }] : []),
    ...(onArrange && definition.resizable ? [{ value: 'resize', label: 'Resize', onSelect: () => onArrange('resize') }] : []),
    ...(onEmbed ? [{ value: 'embed', label: 'Embed on a website', onSelect: onEmbed }] : []),
    ...(onRemove ? [{ value: 'remove', label: 'Remove widget', danger: true, onSelect: onRemove }] : []),
  ];
  return (
    <Card.Root
      as="section"
      aria-label={definition.title}
      // Focusable (not tabbable) so the keyboard's move and resize can put focus on it.
      tabIndex={-1}
      data-widget={definition.name}
      data-arranging={arranging ?? undefined}
      outline={arranging ? '3px solid' : undefined}
      outlineColor="blue.focusRing"
      outlineOffset="2px"
      h="full"
      position="relative"
      size="sm"
      variant="outline"
      bg="bg.panel"
      overflow="hidden"
      shadow="xs"
      // With a pointer, the actions float over the end of the header and show on hover or keyboard
      // focus, so a narrow KPI keeps its whole title; on touch screens they stay in the header.
      css={{
        '@media (hover: hover)': {
          '& [data-widget-actions]': { position: 'absolute', insetEnd: '2', top: '1.5', bg: 'bg.panel', ps: '1', opacity: 0, transition: 'opacity 120ms' },
          '&:hover [data-widget-actions], &:focus-within [data-widget-actions], & [data-widget-actions]:has([data-state=open])': { opacity: 1 },
          '& [data-widget-header=floating]': { opacity: 0, transition: 'opacity 120ms' },
          '&:hover [data-widget-header=floating], &:focus-within [data-widget-header=floating], & [data-widget-header=floating]:has([data-state=open])': { opacity: 1 },
        },
      }}
    >
      <HStack
        px="3"
        pt="2"
        pb="1"
        gap="1"
        minH="9"
        data-tour={tourTarget ? 'widget-header' : undefined}
        data-widget-header={showHeader ? 'bar' : 'floating'}
        // Floating over the body, the bar lets the pointer through to the chart but for its handle and buttons.
        {...(showHeader ? { position: 'relative' } : { position: 'absolute', top: '0', insetX: '0', zIndex: '1', justifyContent: 'space-between', pointerEvents: 'none', css: { '& > *': { pointerEvents: 'auto' } } })}
      >
        <HStack className={editable ? DRAG_HANDLE_CLASS : undefined} flex={showHeader ? '1' : undefined} minW="0" gap="1" cursor={editable ? 'grab' : undefined}>
          {editable ? <GripIcon boxSize="3.5" color="fg.subtle" flexShrink="0" aria-hidden /> : null}
          {/* h2: the dashboard's name is the page's h1, and a widget is a section of it. */}
          {showHeader ? (
            <Heading as="h2" textStyle="sm" fontWeight="semibold" truncate title={definition.description}>
              {definition.title}
            </Heading>
          ) : null}
        </HStack>
        <HStack gap="1" data-widget-actions>
          {editable && !definition.hideConfig && onSettings ? (
            <IconButton aria-label={`Settings of ${definition.title}`} size="2xs" variant="ghost" onClick={onSettings}>
              <SettingsIcon />
            </IconButton>
          ) : null}
          {definition.canMaximize && onMaximise && !isFullScreen ? (
            <IconButton aria-label={`Maximise ${definition.title}`} size="2xs" variant="ghost" onClick={onMaximise}>
              <ExpandIcon />
            </IconButton>
          ) : null}
          {editable && moreActions.length > 0 ? <DeferredActionsMenu label={`More actions for ${definition.title}`} actions={moreActions} /> : null}
        </HStack>
      </HStack>
      <Box flex="1" minH="0" px="3" pt={showHeader ? undefined : '3'} pb="3" overflow="auto">
        <WidgetConfigWriterProvider write={onWriteConfig ?? null}>
          <WidgetBody widget={widget} isFullScreen={isFullScreen} />
        </WidgetConfigWriterProvider>
      </Box>
    </Card.Root>
  );
}
