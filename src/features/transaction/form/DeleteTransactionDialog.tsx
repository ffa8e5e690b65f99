import { Button, Text } from '@chakra-ui/react';
import { DialogShell } from '../../../ui/DialogShell';
import { DialogForm } from '../../../ui/FormDialog';
import { useDialogSubmit } from '../../../ui/useDialogSubmit';

interface DeleteTransactionDialogProps {
  /** What is deleted, in words ("Buy of 10 AAPL on 2024-01-05"). */
  description: string;
  /** Deletes and leaves the screen; rejects with the reason when the server refused. */
  onConfirm: () => Promise<void>;
}

/** Deleting a transaction recomputes its holding and cannot be undone, so it asks first. */
export function DeleteTransactionDialog({ description, onConfirm }: DeleteTransactionDialogProps) {
  return (
    <DialogShell
      role="alertdialog"
      trigger={
        <Button type="button" variant="outline" colorPalette="red">
          Delete
        </Button>
      }
    >
      {(close) => <ConfirmDeleteTransaction description={description} onConfirm={onConfirm} onClose={close} />}
    </DialogShell>
  );
}

function ConfirmDeleteTransaction({ description, onConfirm, onClose }: DeleteTransactionDialogProps & { onClose: () => void }) {
  const { pending, failure, run } = useDialogSubmit(onClose);
  return (
    <DialogForm
      title="Delete this transaction?"
      onSubmit={() => run(onConfirm)}
      pending={pending}
      failure={failure === null ? null : { title: 'The transaction was not deleted', message: failure }}
      submitLabel="Delete transaction"
      destructive
    >
      <Text>{description} is deleted for good, and the figures of its holding are recomputed.</Text>
    </DialogForm>
  );
}
