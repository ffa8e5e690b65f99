import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';

interface DeleteTransactionDialogProps {
  /** What is deleted, in words ("Buy of 10 AAPL on 2024-01-05"). */
  description: string;
  /** Deletes; rejects with the reason when the server refused. */
  onConfirm: () => Promise<void>;
}

/** Deleting a transaction recomputes its holding and cannot be undone, so it asks first. */
export function DeleteTransactionDialog({ description, onConfirm }: DeleteTransactionDialogProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } catch {
      // The caller has told the user why; the dialog stays for another try or a cancel.
      setDeleting(false);
    }
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" colorPalette="red">
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel">
            <Dialog.Header>
              <Dialog.Title>Delete this transaction?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description} is deleted for good, and the figures of its holding are recomputed.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
                Delete transaction
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
