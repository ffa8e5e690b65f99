/**
 * Confirms and runs the deletion of the selected transactions, in chunks the server accepts,
 * with progress for big selections. A failure stops the deletion and stays in the dialog with
 * the server's message; whatever was deleted before it is gone from the list.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { clearSliceError } from '../../../data/slices';
import { useTransactionActions } from '../../../data/transactions';
import { deleteInChunks, type DeleteProgress } from './deleteInChunks';

interface DeleteTransactionsDialogProps {
  open: boolean;
  ids: readonly string[];
  onClose: () => void;
  /** Called after every selected transaction was deleted. */
  onDeleted: (count: number) => void;
}

const plural = (count: number) => `${count.toLocaleString()} transaction${count === 1 ? '' : 's'}`;

export function DeleteTransactionsDialog({ open, ids, onClose, onDeleted }: DeleteTransactionsDialogProps) {
  const { deleteTransactions } = useTransactionActions();
  const [progress, setProgress] = useState<DeleteProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deleting = progress !== null && error === null;

  function close() {
    if (deleting) return;
    // The failure was shown here; clearing the slice's error sets it back to idle.
    if (error) clearSliceError('transactions');
    setProgress(null);
    setError(null);
    onClose();
  }

  async function confirm() {
    setError(null);
    setProgress({ deleted: 0, total: ids.length });
    const outcome = await deleteInChunks(ids, deleteTransactions, setProgress);
    if (outcome.error) {
      setError(outcome.deleted ? `${outcome.error} (${plural(outcome.deleted)} of ${outcome.total.toLocaleString()} were deleted before this.)` : outcome.error);
      return;
    }
    setProgress(null);
    onDeleted(outcome.deleted);
  }

  const showProgress = progress !== null && progress.total > 1 && (deleting || progress.deleted > 0);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && close()} placement="center" closeOnInteractOutside={!deleting} closeOnEscape={!deleting}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel">
            <Dialog.Header>
              {/* While deleting, the selection shrinks chunk by chunk; the question keeps its number. */}
              <Dialog.Title>Delete {plural(progress?.total ?? ids.length)}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>The selected transactions are deleted for good, and the holdings they belong to are recomputed. This cannot be undone.</Text>
                {showProgress && (
                  <Progress.Root value={progress.deleted} max={progress.total} size="sm">
                    <Progress.Label fontSize="sm" mb="1">
                      Deleted {progress.deleted.toLocaleString()} of {progress.total.toLocaleString()}
                    </Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {error && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>The transactions were not deleted</Alert.Title>
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="gray" onClick={close} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={deleting} disabled={ids.length === 0}>
                {error ? 'Try again' : 'Delete'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
