import { Alert, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { proposalFrom, type ProposedTransaction } from '../../../../common/proposedTransaction';
import { toaster } from '../../../ui/toaster';
import { useTransactionActions } from '../../../data/transactions';
import { useCurrentUser } from '../../../data/useCurrentUser';
import { FormAlert, PageSpinner, TRANSACTIONS_PATH, newRowKey, today } from './formParts';
import { LedgerChoices } from './LedgerChoices';
import { rememberChoice } from './rememberedChoice';
import { useRowContext } from './resolvedStock';
import { mapServerErrors } from './serverErrors';
import { TransactionRowFields, type RowUpdate } from './TransactionRowFields';
import { checkRow, emptyDraft, type TransactionDraft } from './transactionRules';
import { NO_ROW_ERRORS, useFormErrors, type RowErrorState } from './useFormErrors';
import { useLedgerChoices } from './useLedgerChoices';

const countLabel = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`;

export const PROPOSAL_NOTICE = 'The assistant proposed this transaction. Nothing is saved until you check it, choose its portfolio and save it.';

/** The form's first row as the assistant proposed it (its link's query), for the user to check and save. */
const proposedDraft = (proposal: ProposedTransaction): TransactionDraft => ({
  ...emptyDraft(newRowKey(), proposal.date),
  type: proposal.type,
  ticker: proposal.ticker,
  currency: proposal.currency,
  shares: String(proposal.shares),
  shareprice: String(proposal.price),
  fees: proposal.fees === undefined ? '' : String(proposal.fees),
});

/** /app/transaction/add: several transactions typed at once and saved in one call. */
export function AddTransactionsScreen() {
  const user = useCurrentUser();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Add transactions
          </Heading>
          <Text color="fg.muted">Record trades, income and corporate actions, as many as you like, and save them together.</Text>
        </Stack>
        {/* The route is guarded: a signed-in user whose profile is still being audited waits here. */}
        {user ? <AddTransactionsForm userCurrency={user.currency} userLocale={user.userLocale ?? null} /> : <PageSpinner />}
      </Stack>
    </Container>
  );
}

function AddTransactionsForm({ userCurrency, userLocale }: { userCurrency: string; userLocale: string | null }) {
  const navigate = useNavigate();
  const { createTransactions } = useTransactionActions();
  const choices = useLedgerChoices();
  const contextOf = useRowContext(userCurrency);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [search] = useSearchParams();
  const [proposal] = useState(() => proposalFrom(search));
  const [rows, setRows] = useState<TransactionDraft[]>(() => [proposal ? proposedDraft(proposal) : emptyDraft(newRowKey(), today())]);
  const [saving, setSaving] = useState(false);

  const updateRow = useCallback<RowUpdate>((key, update) => setRows((current) => current.map((draft) => (draft.key === key ? update(draft) : draft))), []);
  const addRow = () => setRows((current) => [...current, emptyDraft(newRowKey(), today())]);
  const addRowButton = useRef<HTMLButtonElement>(null);
  const removeRow = (key: string) => {
    setRows((current) => current.filter((draft) => draft.key !== key));
    // The pressed button goes with its row: keep keyboard focus in the form.
    addRowButton.current?.focus();
  };
  const duplicateRow = (key: string) =>
    setRows((current) => {
      const index = current.findIndex((draft) => draft.key === key);
      if (index < 0) return current;
      return [...current.slice(0, index + 1), { ...current[index]!, key: newRowKey() }, ...current.slice(index + 1)];
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const checks = rows.map((draft) => checkRow(draft, contextOf(draft)));
    const rowErrors: Record<string, RowErrorState> = {};
    checks.forEach((check, i) => {
      if (!check.input) rowErrors[rows[i]!.key] = { fields: check.errors, general: [] };
    });
    const common = choices.portfolioId ? {} : { portfolio: 'Choose a portfolio.' };
    if (Object.keys(rowErrors).length > 0 || !choices.portfolioId) {
      errors.show({ rows: rowErrors, common });
      return;
    }

    const { portfolioId, accountId } = choices;
    const brokerId = accountId ? choices.brokerIdOf(accountId) : null;
    const inputs = checks.map((check) => ({
      ...check.input!,
      portfolio_Id: portfolioId,
      ...(accountId ? { account_Id: accountId, ...(brokerId ? { broker_Id: brokerId } : {}) } : {}),
    }));
    const keys = rows.map((draft) => draft.key);
    setSaving(true);
    try {
      await createTransactions(inputs);
      rememberChoice('portfolio', portfolioId);
      rememberChoice('account', accountId || null);
      toaster.create({ type: 'success', title: `${countLabel(inputs.length)} saved` });
      navigate(TRANSACTIONS_PATH);
    } catch (error) {
      // All or nothing: every row stays as typed, with the server's reasons at the rows.
      errors.showServer(mapServerErrors(error), keys);
      setSaving(false);
    }
  }

  const hasFieldErrors = Object.keys(errors.rows).length > 0 || Object.keys(errors.common).length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-label="Add transactions">
      <Stack gap="4">
        {errors.general.length > 0 && <FormAlert title="Nothing was saved" messages={errors.general} />}
        {errors.general.length === 0 && hasFieldErrors && <FormAlert title="Nothing was saved yet: fix the marked fields, then save again." messages={[]} />}
        {proposal && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{PROPOSAL_NOTICE}</Alert.Title>
          </Alert.Root>
        )}
        <LedgerChoices choices={choices} errors={errors.common} onEdited={errors.clearCommon} allowNoAccount />
        {rows.map((draft, index) => (
          <TransactionRowFields
            key={draft.key}
            draft={draft}
            title={`Transaction ${index + 1}`}
            errors={errors.rows[draft.key] ?? NO_ROW_ERRORS}
            userCurrency={userCurrency}
            userLocale={userLocale}
            onUpdate={updateRow}
            onEdited={errors.clearRowField}
            onDuplicate={() => duplicateRow(draft.key)}
            onRemove={rows.length > 1 ? () => removeRow(draft.key) : undefined}
          />
        ))}
        <Flex gap="3" wrap="wrap" align="center">
          <Button ref={addRowButton} type="button" variant="outline" onClick={addRow}>
            Add row
          </Button>
          <Flex gap="3" ms="auto" wrap="wrap">
            <Button asChild variant="ghost" colorPalette="gray">
              <RouterLink to={TRANSACTIONS_PATH}>Cancel</RouterLink>
            </Button>
            <Button type="submit" loading={saving}>
              Save {countLabel(rows.length)}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </form>
  );
}
