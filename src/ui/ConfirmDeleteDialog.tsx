import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { deleteRefusal, type DeleteRefusal } from './deleteRefusal';
import { DialogShell } from './DialogShell';
import { DialogForm, type Failure } from './FormDialog';
import { useDialogSubmit } from './useDialogSubmit';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names what goes, e.g. Delete broker “IBKR”? */
  title: string;
  /** What goes with it and that it cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** The second choice offered when transactions use it, e.g. "Delete with its transactions"; none for records they cannot use. */
  cascadeLabel?: string;
  /** Says what that second choice deletes too, under the server's reason. */
  cascadeNote?: string;
  /** Heads any other refusal, e.g. "The broker was not deleted". */
  failedTitle: string;
  /** Deletes; rejects with the server's error. `cascade` also deletes the transactions filed under it. */
  onConfirm: (options: { cascade: boolean }) => Promise<void>;
  /** Where focus goes once the record is gone (the button that opened this went with it). */
  afterDeleteFocus?: () => HTMLElement | null;
}

/**
 * Asks before a delete (the spec's confirm flag). When the server refuses because transactions
 * use the record, it says so and offers deleting them too as a second, separate choice.
 */
export function ConfirmDeleteDialog({ open, onClose, afterDeleteFocus, ...rest }: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: the focus trap reads it while the dialog closes, after the last render.
  const deleted = useRef(false);
  // Reset when it opens, not when the exit ends: the trap may read it after the exit completes.
  useEffect(() => {
    if (open) deleted.current = false;
  }, [open]);
  const onDeleted = useCallback(() => {
    deleted.current = true;
    onClose();
  }, [onClose]);
  return (
    <DialogShell
      role="alertdialog"
      open={open}
      onClose={onClose}
      // The safe choice has the focus, so a stray Enter deletes nothing.
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => (deleted.current && afterDeleteFocus ? afterDeleteFocus() : null)}
    >
      <ConfirmDelete {...rest} onDeleted={onDeleted} cancelRef={cancelRef} />
    </DialogShell>
  );
}

type ConfirmDeleteProps = Omit<ConfirmDeleteDialogProps, 'open' | 'onClose' | 'afterDeleteFocus'> & {
  onDeleted: () => void;
  cancelRef: RefObject<HTMLButtonElement | null>;
};

const CASCADE_NOTE = 'You can delete those transactions with it: they are gone for good and your holdings are recomputed without them.';

function ConfirmDelete({ title, children, confirmLabel, cascadeLabel, cascadeNote = CASCADE_NOTE, failedTitle, onConfirm, onDeleted, cancelRef }: ConfirmDeleteProps) {
  const { pending, failure: refusal, run } = useDialogSubmit<DeleteRefusal>(onDeleted, deleteRefusal);
  // Only a record that transactions can use offers deleting them with it.
  const inUse = (refusal?.inUse ?? false) && cascadeLabel !== undefined;

  // The delete button turns into the cascade one: take the focus off it so that pressing Enter
  // again cannot delete transactions by accident.
  useEffect(() => {
    if (refusal) cancelRef.current?.focus();
  }, [refusal, cancelRef]);

  const failure: Failure | null = !refusal
    ? null
    : inUse
      ? { status: 'warning', title: refusal.message, message: cascadeNote }
      : { title: failedTitle, message: refusal.message };

  return (
    <DialogForm
      title={title}
      onSubmit={() => run(() => onConfirm({ cascade: inUse }))}
      pending={pending}
      failure={failure}
      submitLabel={(inUse && cascadeLabel) || confirmLabel}
      destructive
      cancelRef={cancelRef}
    >
      {children}
    </DialogForm>
  );
}
