/**
 * The form that adds or edits an account: the name and description every named record has
 * (NamedRecordFields, checked by useNamedRecordForm), and the account's two cash settings. Its
 * own dialog rather than NamedRecordDialog because a setting changed alone is a change to save,
 * and both settings go out with the name.
 */
import { Fieldset } from '@chakra-ui/react';
import type { AccountFieldsFragment } from '../../generated/graphql';
import { DialogForm } from '../../ui/FormDialog';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { NamedRecordFields } from '../../ui/NamedRecordFields';
import { NamedRecordShell, type NamedRecordDialogBaseProps, type NamedRecordFormProps } from '../../ui/NamedRecordShell';
import { valuesOf, type NamedRecordInput, type NamedRecordValues } from '../../ui/namedRecordForm';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { useNamedRecordForm } from '../../ui/useNamedRecordForm';

/** Whether trades move the account's cash, and whether that cash may go below zero. */
export type CashSettings = Pick<AccountFieldsFragment, 'settlesTrades' | 'allowsOverdraft'>;

export type AccountValues = NamedRecordValues & CashSettings;

/** What the server gets: the checked name and description, and both settings, always. */
export type AccountFormInput = NamedRecordInput & CashSettings;

/** The form's values for an account, or for a new one: no cash settlement, no overdraft. */
export function accountValuesOf(account?: AccountFieldsFragment | null): AccountValues {
  return { ...valuesOf(account), settlesTrades: account?.settlesTrades ?? false, allowsOverdraft: account?.allowsOverdraft ?? false };
}

export type AccountDialogProps = NamedRecordDialogBaseProps<AccountValues, AccountFormInput>;

export function AccountDialog(props: AccountDialogProps) {
  return <NamedRecordShell dialog={props} form={AccountForm} />;
}

function AccountForm({ onClose, title, submitLabel, initial, namePlaceholder, onSubmit, nameRef }: NamedRecordFormProps<AccountDialogProps>) {
  const { pending, failure, run } = useDialogSubmit(onClose);
  const { values, setValues, fields, namedUnchanged, checkToSend } = useNamedRecordForm(initial, nameRef);
  // Editing and nothing changed: there is nothing to send. A setting changed alone is a change.
  const unchanged = namedUnchanged && values.settlesTrades === initial.settlesTrades && values.allowsOverdraft === initial.allowsOverdraft;

  function submit() {
    const named = checkToSend();
    if (!named) return;
    const input = { ...named, settlesTrades: values.settlesTrades, allowsOverdraft: values.allowsOverdraft };
    return run(() => onSubmit(input));
  }

  return (
    <DialogForm title={title} onSubmit={submit} pending={pending} failure={failure} submitLabel={submitLabel} submitDisabled={unchanged}>
      <NamedRecordFields {...fields} namePlaceholder={namePlaceholder} />
      <Fieldset.Root>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          Cash
        </Fieldset.Legend>
        <Fieldset.Content gap="3">
          <SettingSwitch
            name="settlesTrades"
            label="Trades move cash"
            help="Buys take cash, and sales and income pay into it, in the trade's currency. Changing this recomputes the account's figures."
            checked={values.settlesTrades}
            onChange={(settlesTrades) => setValues((current) => ({ ...current, settlesTrades }))}
          />
          {/* Enabled without settlement too: deposits and withdrawals move cash on their own. */}
          <SettingSwitch
            name="allowsOverdraft"
            label="Allow overdraft"
            help="Withdrawals may take the cash below zero; otherwise one larger than the balance is refused."
            checked={values.allowsOverdraft}
            onChange={(allowsOverdraft) => setValues((current) => ({ ...current, allowsOverdraft }))}
          />
        </Fieldset.Content>
      </Fieldset.Root>
    </DialogForm>
  );
}
