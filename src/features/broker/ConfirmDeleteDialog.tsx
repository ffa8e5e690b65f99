import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { deleteRefusal, type DeleteRefusal } from '../../data/deleteRefusal';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names what goes, e.g. Delete broker "IBKR"? */
  title: string;
  confirmLabel: string;
  /** The second choice offered when transactions use it, e.g. "Delete with its transactions". */
  cascadeLabel: string;
  /** What else goes with it. */
  children: ReactNode;
  /** Deletes; rejects with the server's error. `cascade` also deletes the transactions filed under it. */
  onConfirm: (options: { cascade: boolean }) => Promise<void>;
}

/**
 * Asks before a delete (the spec's confirm flag). When the server refuses because transactions
 * use the record, it says so and offers deleting them too as a second, separate choice.
 */
export function ConfirmDeleteDialog({ open, onClose, ...rest }: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      // The safe choice has the focus, so a stray Enter deletes nothing.
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <ConfirmDeleteContent {...rest} onClose={onClose} cancelRef={cancelRef} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type ContentProps = Omit<ConfirmDeleteDialogProps, 'open'> & { cancelRef: RefObject<HTMLButtonElement | null> };

function ConfirmDeleteContent({ onClose, title, confirmLabel, cascadeLabel, children, onConfirm, cancelRef }: ContentProps) {
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);
  const [pending, setPending] = useState(false);

  // The delete button turns into the cascade one: take the focus off it so that pressing Enter
  // again cannot delete transactions by accident.
  useEffect(() => {
    if (refusal) cancelRef.current?.focus();
  }, [refusal, cancelRef]);

  async function confirm(cascade: boolean) {
    setPending(true);
    try {
      await onConfirm({ cascade });
      onClose();
    } catch (error) {
      setRefusal(deleteRefusal(error));
      setPending(false);
    }
  }

  return (
    <Dialog.Content bg="bg.panel">
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere" pe="6">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {refusal && (
            <Alert.Root status={refusal.inUse ? 'warning' : 'error'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title overflowWrap="anywhere">{refusal.message}</Alert.Title>
                {refusal.inUse && (
                  <Alert.Description>
                    You can delete those transactions with it: they are gone for good and your holdings are recomputed
                    without them.
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button ref={cancelRef} variant="outline" colorPalette="gray">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        {refusal?.inUse ? (
          <Button key="cascade" colorPalette="red" loading={pending} onClick={() => void confirm(true)}>
            {cascadeLabel}
          </Button>
        ) : (
          <Button key="delete" colorPalette="red" loading={pending} onClick={() => void confirm(false)}>
            {confirmLabel}
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
