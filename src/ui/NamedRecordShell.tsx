/**
 * The frame of a dialog that adds or edits a named record (NamedRecordDialog, the account
 * dialog), and the props they all take: it opens with the focus on the name field, whose ref it
 * hands, with the dialog's props, to the form it frames.
 */
import { useRef, type ComponentType, type RefObject } from 'react';
import { DialogShell } from './DialogShell';
import type { NamedRecordValues } from './namedRecordForm';

/** What such a dialog takes; `V` is what the form edits and `I` the checked input it sends. */
export interface NamedRecordDialogBaseProps<V extends NamedRecordValues, I> {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. "Add broker" or "Edit portfolio". */
  title: string;
  submitLabel: string;
  /** The saved values when editing (then Save waits for a change); a new record's when adding. */
  initial: V;
  namePlaceholder?: string;
  /** Sends the checked input; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: I) => Promise<void>;
}

/** What the form inside gets: the dialog's props, and the ref to put on its name field. */
export type NamedRecordFormProps<P> = P & { nameRef: RefObject<HTMLInputElement | null> };

interface NamedRecordShellProps<P extends { open: boolean; onClose: () => void }> {
  /** The dialog's props, handed on to the form. */
  dialog: P;
  /** The form, mounted fresh at each opening. */
  form: ComponentType<NamedRecordFormProps<P>>;
}

export function NamedRecordShell<P extends { open: boolean; onClose: () => void }>({ dialog, form: Form }: NamedRecordShellProps<P>) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <DialogShell open={dialog.open} onClose={dialog.onClose} initialFocusEl={() => nameRef.current}>
      <Form {...dialog} nameRef={nameRef} />
    </DialogShell>
  );
}
