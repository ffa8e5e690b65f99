import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountField, PortfolioField } from '../../transaction/form/LedgerChoiceField';
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
  const { listError, noPortfolios, noAccounts } = choices;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PortfolioField
          choices={choices}
          disabled={disabled}
          helperTone="warning"
          helper={
            noPortfolios && (
              <>
                You have no portfolio yet. <PageLink to="/portfolio" onLeave={onLeave}>Create one</PageLink> (or follow the{' '}
                <PageLink to="/setup" onLeave={onLeave}>guided setup</PageLink>), then come back: this file stays chosen only while you stay on this page.
              </>
            )
          }
          onPicked={(id) => rememberChoice('portfolio', id)}
        />
        <AccountField
          choices={choices}
          noneLabel="Choose the account the trades were made in"
          required
          disabled={disabled}
          helperTone="warning"
          helper={
            noAccounts && (
              <>
                You have no broker account yet. <PageLink to="/broker" onLeave={onLeave}>Add a broker and an account</PageLink> (or follow the{' '}
                <PageLink to="/setup" onLeave={onLeave}>guided setup</PageLink>).
              </>
            )
          }
          onPicked={(id) => rememberChoice('account', id)}
        />
      </SimpleGrid>
      {listError && (
        <Text color="fg.error" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
