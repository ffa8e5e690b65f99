import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';
import type { LedgerChoices } from './useLedgerChoices';

/*
 * The portfolio and the broker account a ledger form writes into, picked from the lists
 * useLedgerChoices holds: the add and edit forms and the import share these two fields.
 */

interface ChoiceFieldProps {
  choices: LedgerChoices;
  disabled?: boolean;
  error?: string | undefined;
  helper?: ReactNode;
  helperTone?: 'muted' | 'warning';
  /** Told after the user picked, with the chosen id. */
  onPicked?: (id: string) => void;
}

/** Every transaction belongs to a portfolio: the field is required. */
export function PortfolioField({ choices, onPicked, ...field }: ChoiceFieldProps) {
  return (
    <ChoiceField
      {...field}
      label="Portfolio"
      required
      loading={choices.loading}
      value={choices.portfolioId}
      options={choices.portfolios.map((portfolio) => ({ id: portfolio._id, label: portfolio.name }))}
      noneLabel="Choose a portfolio"
      onPick={(id) => {
        choices.setPortfolioId(id);
        onPicked?.(id);
      }}
    />
  );
}

interface AccountFieldProps extends ChoiceFieldProps {
  required?: boolean;
  /** The first option, shown while no account is chosen. */
  noneLabel: string;
  /** Whether that option may be picked: a transaction may have no account. */
  noneAllowed?: boolean;
}

/** The broker account, listed as "Broker · Account". */
export function AccountField({ choices, onPicked, ...field }: AccountFieldProps) {
  return (
    <ChoiceField
      {...field}
      label="Broker · Account"
      loading={choices.loading}
      value={choices.accountId}
      options={choices.accounts.map((account) => ({ id: account.accountId, label: account.label }))}
      onPick={(id) => {
        choices.setAccountId(id);
        onPicked?.(id);
      }}
    />
  );
}

interface ChoiceProps extends Omit<ChoiceFieldProps, 'choices' | 'onPicked'> {
  label: string;
  required?: boolean;
  loading: boolean;
  value: string;
  options: { id: string; label: string }[];
  noneLabel: string;
  noneAllowed?: boolean;
  onPick: (id: string) => void;
}

function ChoiceField({ loading, value, options, noneLabel, noneAllowed = false, onPick, disabled = false, ...field }: ChoiceProps) {
  return (
    <FormField disabled={disabled || loading} {...field}>
      {(describedBy) => (
        <NativeSelect.Root>
          <NativeSelect.Field aria-describedby={describedBy} value={value} onChange={(event) => onPick(event.currentTarget.value)}>
            <option value="" disabled={!noneAllowed}>
              {loading ? 'Loading…' : noneLabel}
            </option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
