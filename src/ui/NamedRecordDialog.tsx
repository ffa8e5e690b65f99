import type { NamedRecordInput, NamedRecordValues } from './namedRecordForm';
import { DialogForm } from './FormDialog';
import { NamedRecordFields } from './NamedRecordFields';
import { NamedRecordShell, type NamedRecordDialogBaseProps, type NamedRecordFormProps } from './NamedRecordShell';
import { useDialogSubmit } from './useDialogSubmit';
import { useNamedRecordForm } from './useNamedRecordForm';

export interface NamedRecordDialogProps extends NamedRecordDialogBaseProps<NamedRecordValues, NamedRecordInput> {
  descriptionPlaceholder?: string;
  /** Heads a refusal, e.g. "The portfolio was not saved"; without it the server's message does. */
  failedTitle?: string;
}

/**
 * The one form of a broker or a portfolio: a name and a description, checked before sending. A
 * refusal from the server is shown in the dialog and leaves what the user typed in place.
 */
export function NamedRecordDialog(props: NamedRecordDialogProps) {
  return <NamedRecordShell dialog={props} form={NamedRecordForm} />;
}

function NamedRecordForm({ onClose, title, submitLabel, initial, namePlaceholder, descriptionPlaceholder, failedTitle, onSubmit, nameRef }: NamedRecordFormProps<NamedRecordDialogProps>) {
  const { pending, failure, run } = useDialogSubmit(onClose);
  const { fields, namedUnchanged, checkToSend } = useNamedRecordForm(initial, nameRef);

  function submit() {
    const input = checkToSend();
    if (input) return run(() => onSubmit(input));
  }

  return (
    <DialogForm
      title={title}
      onSubmit={submit}
      pending={pending}
      failure={failure === null ? null : { title: failedTitle, message: failure }}
      submitLabel={submitLabel}
      submitDisabled={namedUnchanged}
    >
      <NamedRecordFields {...fields} namePlaceholder={namePlaceholder} descriptionPlaceholder={descriptionPlaceholder} />
    </DialogForm>
  );
}
