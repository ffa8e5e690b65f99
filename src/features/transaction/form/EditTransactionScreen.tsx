import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toaster } from '../../../ui/toaster';
import type { TransactionFieldsFragment, TransactionInput } from '../../../generated/graphql';
import { formatDate } from '../../../lib/dates';
import { TRANSACTION_NOT_FOUND, useTransaction, useTransactionActions } from '../../../data/transactions';
import { useCurrentUser } from '../../../data/useCurrentUser';
import { DeleteTransactionDialog } from './DeleteTransactionDialog';
import { FormAlert, PageSpinner, TRANSACTIONS_PATH } from './formParts';
import { LedgerChoices } from './LedgerChoices';
import { useRowContext } from './resolvedStock';
import { mapServerErrors } from './serverErrors';
import { TransactionRowFields, type RowUpdate } from './TransactionRowFields';
import { changedFields, checkRow, draftFromTransaction } from './transactionRules';
import { NO_ROW_ERRORS, useFormErrors } from './useFormErrors';
import { useLedgerChoices } from './useLedgerChoices';

/** /app/transaction/edit/*: the rest of the path is the transaction's id. */
export function EditTransactionScreen() {
  const transactionId = useParams()['*'] ?? '';
  const { transaction, loading, error } = useTransaction(transactionId || null);
  const user = useCurrentUser();

  let content;
  if (!transactionId || (!loading && !transaction && error)) content = <TransactionMissing message={error ?? TRANSACTION_NOT_FOUND} />;
  else if (!transaction || !user) content = <PageSpinner />;
  else content = <EditTransactionForm key={transaction._id} transaction={transaction} userCurrency={user.currency} userLocale={user.userLocale ?? null} />;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Edit transaction
        </Heading>
        {content}
      </Stack>
    </Container>
  );
}

function TransactionMissing({ message }: { message: string }) {
  return (
    <Stack gap="4" align="start">
      <Text textStyle="lg" fontWeight="semibold" role="alert">
        {message}
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={TRANSACTIONS_PATH}>Back to transactions</RouterLink>
      </Button>
    </Stack>
  );
}

interface EditTransactionFormProps {
  transaction: TransactionFieldsFragment;
  userCurrency: string;
  userLocale: string | null;
}

function EditTransactionForm({ transaction, userCurrency, userLocale }: EditTransactionFormProps) {
  const navigate = useNavigate();
  const { updateTransactions, deleteTransactions } = useTransactionActions();
  const storedPortfolioId = transaction.parentportfolio?._id ?? '';
  const storedAccountId = transaction.account?._id ?? '';
  const choices = useLedgerChoices({ portfolioId: storedPortfolioId, accountId: storedAccountId });
  const contextOf = useRowContext(userCurrency);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  // The form's starting values; the transaction as loaded, checked the same way, is what an edit is compared with.
  const [draft, setDraft] = useState(() => draftFromTransaction(transaction));
  const [original] = useState(() => checkRow(draftFromTransaction(transaction), { userCurrency, quotedIn: null }).input);
  const [saving, setSaving] = useState(false);

  const updateRow = useCallback<RowUpdate>((_key, update) => setDraft(update), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = checkRow(draft, contextOf(draft));
    if (!check.input || !choices.portfolioId) {
      errors.show({
        rows: check.input ? {} : { [draft.key]: { fields: check.errors, general: [] } },
        common: choices.portfolioId ? {} : { portfolio: 'Choose a portfolio.' },
      });
      return;
    }

    // Only what changed travels: the server keeps every field it is not given.
    const changes: TransactionInput = { ...(original ? changedFields(original, check.input) : check.input) };
    if (choices.portfolioId !== storedPortfolioId) changes.portfolio_Id = choices.portfolioId;
    if (choices.accountId && choices.accountId !== storedAccountId) {
      changes.account_Id = choices.accountId;
      const brokerId = choices.brokerIdOf(choices.accountId);
      if (brokerId) changes.broker_Id = brokerId;
    }
    if (Object.keys(changes).length === 0) {
      toaster.create({ type: 'info', title: 'Nothing to save', description: 'No field of this transaction changed.' });
      return;
    }

    setSaving(true);
    try {
      await updateTransactions([{ _id: transaction._id, ...changes }]);
      toaster.create({ type: 'success', title: 'Transaction saved' });
      navigate(TRANSACTIONS_PATH);
    } catch (error) {
      errors.showServer(mapServerErrors(error), [draft.key]);
      setSaving(false);
    }
  }

  async function remove() {
    // A refusal throws: the dialog shows it and stays for another try or a cancel.
    await deleteTransactions([transaction._id]);
    toaster.create({ type: 'success', title: 'Transaction deleted' });
    navigate(TRANSACTIONS_PATH);
  }

  const hasFieldErrors = Object.keys(errors.rows).length > 0 || Object.keys(errors.common).length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-label="Edit transaction">
      <Stack gap="4">
        {errors.general.length > 0 && <FormAlert title="Nothing was saved" messages={errors.general} />}
        {errors.general.length === 0 && hasFieldErrors && <FormAlert title="Nothing was saved yet: fix the marked fields, then save again." messages={[]} />}
        <LedgerChoices choices={choices} errors={errors.common} onEdited={errors.clearCommon} allowNoAccount={!storedAccountId} />
        <TransactionRowFields
          draft={draft}
          title="Transaction"
          errors={errors.rows[draft.key] ?? NO_ROW_ERRORS}
          userCurrency={userCurrency}
          userLocale={userLocale}
          onUpdate={updateRow}
          onEdited={errors.clearRowField}
          known={{ ticker: transaction.ticker, name: transaction.stock?.name ?? null, holdingType: transaction.stock?.holding_type ?? null }}
        />
        <Flex gap="3" wrap="wrap" align="center">
          <DeleteTransactionDialog description={`The ${transaction.type} of ${transaction.ticker} on ${formatDate(transaction.date)}`} onConfirm={remove} />
          <Flex gap="3" ms="auto" wrap="wrap">
            <Button asChild variant="ghost" colorPalette="gray">
              <RouterLink to={TRANSACTIONS_PATH}>Cancel</RouterLink>
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </form>
  );
}
