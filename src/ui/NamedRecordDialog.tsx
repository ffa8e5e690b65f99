import { Field, Input, Textarea } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import { MAX_DESCRIPTION, checkNamedRecord, type NamedRecordInput, type NamedRecordValues } from './namedRecordForm';
import { DialogShell } from './DialogShell';
import { DialogForm } from './FormDialog';
import { useDialogSubmit } from './useDialogSubmit';

export interface NamedRecordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. "Add broker" or "Edit portfolio". */
  title: string;
  submitLabel: string;
  /** The saved values when editing (then Save waits for a change); empty ones when adding. */
  initial: NamedRecordValues;
  namePlaceholder?: string;
  descriptionPlaceholder?: string;
  /** Heads a refusal, e.g. "The portfolio was not saved"; without it the server's message does. */
  failedTitle?: string;
  /** Sends the checked input; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: NamedRecordInput) => Promise<void>;
}

/**
 * The one form of a broker, an account or a portfolio: a name and a description, checked before
 * sending. A refusal from the server is shown in the dialog and leaves what the user typed in place.
 */
export function NamedRecordDialog({ open, onClose, ...formProps }: NamedRecordDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <DialogShell open={open} onClose={onClose} initialFocusEl={() => nameRef.current}>
      <NamedRecordForm {...formProps} onClose={onClose} nameRef={nameRef} />
    </DialogShell>
  );
}

type NamedRecordFormProps = Omit<NamedRecordDialogProps, 'open'> & { nameRef: RefObject<HTMLInputElement | null> };

function NamedRecordForm({ onClose, title, submitLabel, initial, namePlaceholder, descriptionPlaceholder, failedTitle, onSubmit, nameRef }: NamedRecordFormProps) {
  const [values, setValues] = useState(initial);
  // Messages appear once the user tries to send, then follow every keystroke.
  const [showErrors, setShowErrors] = useState(false);
  const { pending, failure, run } = useDialogSubmit(onClose);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const check = checkNamedRecord(values);
  const errors = showErrors && !check.ok ? check.errors : {};
  const saved = checkNamedRecord(initial);
  // Editing and nothing changed: there is nothing to send.
  const unchanged = check.ok && saved.ok && check.input.name === saved.input.name && check.input.description === saved.input.description;

  function submit() {
    setShowErrors(true);
    if (!check.ok) {
      (check.errors.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    return run(() => onSubmit(check.input));
  }

  return (
    <DialogForm
      title={title}
      onSubmit={submit}
      pending={pending}
      failure={failure === null ? null : { title: failedTitle, message: failure }}
      submitLabel={submitLabel}
      submitDisabled={unchanged}
    >
      <Field.Root required invalid={Boolean(errors.name)}>
        <Field.Label>
          Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameRef}
          name="name"
          autoComplete="off"
          placeholder={namePlaceholder}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea
          ref={descriptionRef}
          name="description"
          rows={3}
          resize="vertical"
          placeholder={descriptionPlaceholder}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        {errors.description ? (
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            Optional, {values.description.trim().length}/{MAX_DESCRIPTION} characters.
          </Field.HelperText>
        )}
      </Field.Root>
    </DialogForm>
  );
}
