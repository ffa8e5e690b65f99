/**
 * The form that adds or edits an account: a name and a description, checked like every named
 * record's, and the account's two cash settings. Its own form rather than NamedRecordDialog's
 * because a setting changed alone is a change to save, and both settings go out with the name.
 */
import { Field, Fieldset, Input, Switch, Textarea } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import type { AccountFieldsFragment } from '../../generated/graphql';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { MAX_DESCRIPTION, checkNamedRecord, valuesOf, type NamedRecordInput, type NamedRecordValues } from '../../ui/namedRecordForm';
import { useDialogSubmit } from '../../ui/useDialogSubmit';

/** Whether trades move the account's cash, and whether that cash may go below zero. */
export type CashSettings = Pick<AccountFieldsFragment, 'settlesTrades' | 'allowsOverdraft'>;

export type AccountValues = NamedRecordValues & CashSettings;

/** What the server gets: the checked name and description, and both settings, always. */
export type AccountFormInput = NamedRecordInput & CashSettings;

/** The form's values for an account, or for a new one: no cash settlement, no overdraft. */
export function accountValuesOf(account?: AccountFieldsFragment | null): AccountValues {
  return { ...valuesOf(account), settlesTrades: account?.settlesTrades ?? false, allowsOverdraft: account?.allowsOverdraft ?? false };
}

export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** The saved values when editing (then Save waits for a change); a new account's when adding. */
  initial: AccountValues;
  namePlaceholder?: string;
  /** Sends the checked input; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: AccountFormInput) => Promise<void>;
}

export function AccountDialog({ open, onClose, ...formProps }: AccountDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <DialogShell open={open} onClose={onClose} initialFocusEl={() => nameRef.current}>
      <AccountForm {...formProps} onClose={onClose} nameRef={nameRef} />
    </DialogShell>
  );
}

type AccountFormProps = Omit<AccountDialogProps, 'open'> & { nameRef: RefObject<HTMLInputElement | null> };

function AccountForm({ onClose, title, submitLabel, initial, namePlaceholder, onSubmit, nameRef }: AccountFormProps) {
  const [values, setValues] = useState(initial);
  // Messages appear once the user tries to send, then follow every keystroke.
  const [showErrors, setShowErrors] = useState(false);
  const { pending, failure, run } = useDialogSubmit(onClose);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const check = checkNamedRecord(values);
  const errors = showErrors && !check.ok ? check.errors : {};
  const saved = checkNamedRecord(initial);
  // Editing and nothing changed: there is nothing to send.
  const unchanged =
    check.ok &&
    saved.ok &&
    check.input.name === saved.input.name &&
    check.input.description === saved.input.description &&
    values.settlesTrades === initial.settlesTrades &&
    values.allowsOverdraft === initial.allowsOverdraft;

  function submit() {
    setShowErrors(true);
    if (!check.ok) {
      (check.errors.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    const input = { ...check.input, settlesTrades: values.settlesTrades, allowsOverdraft: values.allowsOverdraft };
    return run(() => onSubmit(input));
  }

  return (
    <DialogForm title={title} onSubmit={submit} pending={pending} failure={failure} submitLabel={submitLabel} submitDisabled={unchanged}>
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
      <Fieldset.Root>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          Cash
        </Fieldset.Legend>
        <Fieldset.Content gap="3">
          <CashSwitch
            name="settlesTrades"
            label="Trades move cash"
            help="Buys take cash, and sales and income pay into it, in the trade's currency. Changing this recomputes the account's figures."
            checked={values.settlesTrades}
            onChange={(settlesTrades) => setValues({ ...values, settlesTrades })}
          />
          {/* Enabled without settlement too: deposits and withdrawals move cash on their own. */}
          <CashSwitch
            name="allowsOverdraft"
            label="Allow overdraft"
            help="Withdrawals may take the cash below zero; otherwise one larger than the balance is refused."
            checked={values.allowsOverdraft}
            onChange={(allowsOverdraft) => setValues({ ...values, allowsOverdraft })}
          />
        </Fieldset.Content>
      </Fieldset.Root>
    </DialogForm>
  );
}

interface CashSwitchProps {
  name: keyof CashSettings;
  label: string;
  /** What turning it on changes, in one sentence. */
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A setting as a switch, named by its label and described by the sentence under it (the field
 * links them). Announced as a switch, which is what it looks like, rather than a checkbox.
 */
function CashSwitch({ name, label, help, checked, onChange }: CashSwitchProps) {
  return (
    <Field.Root>
      <Switch.Root name={name} checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
}
