import { Field, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { rememberChoice } from '../../transaction/form/rememberedChoice';
import type { LedgerChoices } from '../../transaction/form/useLedgerChoices';

interface ImportTargetFieldsProps {
  choices: LedgerChoices;
  disabled: boolean;
  /** Called when the user follows a link away (the dialog closes). */
  onLeave?: () => void;
}

function PageLink({ to, children, onLeave }: { to: string; children: ReactNode; onLeave?: () => void }) {
  return (
    <Link asChild color="secondary" fontWeight="semibold">
      <RouterLink to={to} onClick={onLeave}>
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * Where the rows go: one portfolio and one broker account for the whole file. The last choice is
 * remembered (the same memory as the add-transactions form), so regular imports need no clicks.
 */
export function ImportTargetFields({ choices, disabled, onLeave }: ImportTargetFieldsProps) {
  const { portfolios, accounts, loading, listError, portfolioId, accountId } = choices;
  const noPortfolios = !loading && !listError && portfolios.length === 0;
  const noAccounts = !loading && !listError && accounts.length === 0;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required disabled={disabled || loading}>
          <Field.Label>
            Portfolio
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={portfolioId}
              onChange={(event) => {
                choices.setPortfolioId(event.currentTarget.value);
                rememberChoice('portfolio', event.currentTarget.value);
              }}
            >
              <option value="" disabled>
                {loading ? 'Loading…' : 'Choose a portfolio'}
              </option>
              {portfolios.map((portfolio) => (
                <option key={portfolio._id} value={portfolio._id}>
                  {portfolio.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {noPortfolios && (
            <Field.HelperText color="fg.warning">
              You have no portfolio yet. <PageLink to="/portfolio" onLeave={onLeave}>Create one</PageLink> (or follow the{' '}
              <PageLink to="/setup" onLeave={onLeave}>guided setup</PageLink>), then come back: this file stays chosen only while you stay on this page.
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root required disabled={disabled || loading}>
          <Field.Label>
            Broker · Account
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={accountId}
              onChange={(event) => {
                choices.setAccountId(event.currentTarget.value);
                rememberChoice('account', event.currentTarget.value);
              }}
            >
              <option value="" disabled>
                {loading ? 'Loading…' : 'Choose the account the trades were made in'}
              </option>
              {accounts.map((account) => (
                <option key={account.accountId} value={account.accountId}>
                  {account.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {noAccounts && (
            <Field.HelperText color="fg.warning">
              You have no broker account yet. <PageLink to="/broker" onLeave={onLeave}>Add a broker and an account</PageLink> (or follow the{' '}
              <PageLink to="/setup" onLeave={onLeave}>guided setup</PageLink>).
            </Field.HelperText>
          )}
        </Field.Root>
      </SimpleGrid>
      {listError && (
        <Text color="fg.error" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
