/**
 * A small icon button beside a figure that opens a short note about it (by click, touch or Enter,
 * where a hover tooltip would not work), named by `label` for screen readers.
 */
import { Popover, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export function FigurePopover({ button, label, children }: { button: ReactElement; label: string; children: ReactNode }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{button}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={label}>
            <Popover.Arrow />
            <Popover.Body p="3">{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
