/**
 * One widget over the whole screen. Its own chunk: the dialog's code is fetched the first time a
 * widget is maximised, not with every dashboard.
 */
import { Box, CloseButton, Dialog } from '@chakra-ui/react';
import { currentWidgetInFullScreenIdVar } from '../../apollo/vars';
import { DialogShell } from '../../ui/DialogShell';
import type { WriteConfig } from '../../widgets/framework/useWidgetConfigWriter';
import type { DashboardWidget } from './model/dashboardDocument';
import { WidgetFrame } from './widgets/WidgetFrame';

export function FullScreenWidget({ widget, onWriteConfig }: { widget: DashboardWidget | null; onWriteConfig?: WriteConfig }) {
  return (
    <DialogShell open={widget !== null} onClose={() => currentWidgetInFullScreenIdVar(null)} size="full">
      {/* A height, not only the full size's min-height, so a chart (sized by its parent) fills the view. */}
      <Dialog.Content aria-label={widget ? `${widget.definition.title}, full screen` : undefined} p="4" bg="bg" h="100dvh">
        {widget ? (
          <Box h="full" position="relative">
            <WidgetFrame widget={widget} editable={false} isFullScreen onWriteConfig={onWriteConfig} />
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" aria-label="Exit full screen" />
            </Dialog.CloseTrigger>
          </Box>
        ) : null}
      </Dialog.Content>
    </DialogShell>
  );
}
