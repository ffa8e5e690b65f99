/**
 * The frame of every dialog of the app: centred over a backdrop, its content mounted fresh at
 * each opening. Kept apart from the form inside it, so a screen that only needs the frame (a
 * widget in full screen) does not load the rest.
 */
import { Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';

interface ShellOptions {
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on opening, when not the first control (a confirmation's safe button). */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes on closing, when not back to what opened it (that may be gone with a delete). */
  finalFocusEl?: () => HTMLElement | null;
  onExitComplete?: () => void;
  /** A dialog with a size of its own reaches the screen's edges; the others keep a margin on a phone. */
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  closeOnEscape?: boolean;
  closeOnInteractOutside?: boolean;
}

/** Opened by the screen, which holds whether it is open. */
interface ControlledShell extends ShellOptions {
  open: boolean;
  /** The dialog asks to close: Escape, a click outside, the close button or Cancel. */
  onClose: () => void;
  /** The content; it mounts each time the dialog opens, so typed text does not outlive a cancel. */
  children: ReactNode;
  trigger?: never;
}

/** Opened by its own button, placed where the shell is: the shell holds whether it is open. */
interface TriggeredShell extends ShellOptions {
  trigger: ReactNode;
  /** The content, given the way to close the dialog (once its work is done). */
  children: (close: () => void) => ReactNode;
  open?: never;
  onClose?: never;
}

export type DialogShellProps = ControlledShell | TriggeredShell;

export function DialogShell({ open, onClose, trigger, children, ...options }: DialogShellProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const close = useCallback(() => setOwnOpen(false), []);
  const triggered = trigger !== undefined;
  return (
    <Dialog.Root
      {...options}
      open={triggered ? ownOpen : open}
      onOpenChange={(details) => {
        if (triggered) setOwnOpen(details.open);
        else if (!details.open) onClose?.();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      {triggered ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={options.size === undefined ? '4' : undefined}>{typeof children === 'function' ? children(close) : children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
