/**
 * Confirms and runs the deletion of the selected transactions, in chunks the server accepts,
 * with progress for big selections. A failure stops the deletion and stays in the dialog with
 * the server's message; whatever was deleted before it is gone from the list.
 */
import { Progress, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DialogShell } from '../../../ui/DialogShell';
import { DialogForm } from '../../../ui/FormDialog';
import { useDialogSubmit } from '../../../ui/useDialogSubmit';
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
  // A deletion under way is not left half-watched: the dialog stays until it ends.
  const [deleting, setDeleting] = useState(false);
  return (
    <DialogShell
      role="alertdialog"
      open={open}
      onClose={() => {
        if (!deleting) onClose();
      }}
      closeOnEscape={!deleting}
      closeOnInteractOutside={!deleting}
    >
      <ConfirmDeleteTransactions ids={ids} onDeleted={onDeleted} onDeletingChange={setDeleting} />
    </DialogShell>
  );
}

interface ConfirmProps {
  ids: readonly string[];
  onDeleted: (count: number) => void;
  onDeletingChange: (deleting: boolean) => void;
}

function ConfirmDeleteTransactions({ ids, onDeleted, onDeletingChange }: ConfirmProps) {
  const { deleteTransactions } = useTransactionActions();
  const [progress, setProgress] = useState<DeleteProgress | null>(null);
  const { pending: deleting, failure, run } = useDialogSubmit();

  useEffect(() => onDeletingChange(deleting), [deleting, onDeletingChange]);
  // The failure is told here; once it goes (a new try, or the dialog closes), clearing the
  // slice's error sets it back to idle.
  useEffect(() => (failure === null ? undefined : () => clearSliceError('transactions')), [failure]);

  function confirm() {
    return run(async () => {
      setProgress({ deleted: 0, total: ids.length });
      const outcome = await deleteInChunks(ids, deleteTransactions, setProgress);
      if (outcome.error) {
        throw new Error(outcome.deleted ? `${outcome.error} (${plural(outcome.deleted)} of ${outcome.total.toLocaleString()} were deleted before this.)` : outcome.error);
      }
      setProgress(null);
      onDeleted(outcome.deleted);
    });
  }

  const showProgress = progress !== null && progress.total > 1 && (deleting || progress.deleted > 0);
  return (
    <DialogForm
      // While deleting, the selection shrinks chunk by chunk; the question keeps its number.
      title={`Delete ${plural(progress?.total ?? ids.length)}?`}
      onSubmit={confirm}
      pending={deleting}
      failure={failure === null ? null : { title: 'The transactions were not deleted', message: failure }}
      submitLabel={failure ? 'Try again' : 'Delete'}
      destructive
      submitDisabled={ids.length === 0}
      locked={deleting}
    >
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
    </DialogForm>
  );
}
