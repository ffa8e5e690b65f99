import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../../ui/errorMessage';
import {
  MAX_DESCRIPTION,
  checkNamedRecord,
  type NamedRecordErrors,
  type NamedRecordInput,
  type NamedRecordValues,
} from '../../data/namedRecordForm';

export interface NamedRecordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, e.g. "Add broker" or "Edit account". */
  title: string;
  submitLabel: string;
  initial: NamedRecordValues;
  namePlaceholder?: string;
  descriptionPlaceholder?: string;
  /** Sends the checked input; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: NamedRecordInput) => Promise<void>;
}

/**
 * The one form of a broker or an account: a name and a description, checked before sending.
 * A refusal from the server is shown in the dialog and leaves what the user typed in place.
 */
export function NamedRecordDialog({ open, onClose, ...formProps }: NamedRecordDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      initialFocusEl={() => nameRef.current}
      // A fresh form each time it opens: typed text and messages do not outlive a cancel.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <NamedRecordForm {...formProps} onClose={onClose} nameRef={nameRef} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type NamedRecordFormProps = Omit<NamedRecordDialogProps, 'open'> & { nameRef: RefObject<HTMLInputElement | null> };

function NamedRecordForm({ onClose, title, submitLabel, initial, namePlaceholder, descriptionPlaceholder, onSubmit, nameRef }: NamedRecordFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NamedRecordErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change(field: keyof NamedRecordValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = checkNamedRecord(values);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.errors.name) nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit(check.input);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    // A real form (Enter submits) that leaves checking to the messages below, not the browser's.
    <Dialog.Content asChild bg="bg.panel">
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description overflowWrap="anywhere">{serverError}</Alert.Description>
              </Alert.Root>
            )}
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                value={values.name}
                placeholder={namePlaceholder}
                autoComplete="off"
                onChange={(event) => change('name', event.currentTarget.value)}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>
                Description{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  (optional)
                </Text>
              </Field.Label>
              <Textarea
                value={values.description}
                placeholder={descriptionPlaceholder}
                rows={3}
                onChange={(event) => change('description', event.currentTarget.value)}
              />
              {errors.description ? (
                <Field.ErrorText>{errors.description}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {values.description.trim().length}/{MAX_DESCRIPTION}
                </Field.HelperText>
              )}
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="gray">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
