import { Button, Card, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { toaster } from '../../../ui/toaster';
import { checkNamedRecord } from '../../../ui/namedRecordForm';
import { usePortfolioActions } from '../../../data/portfolios';
import { errorMessage } from '../../../ui/errorMessage';
import { FormField } from './FormField';
import { AccountField, PortfolioField } from './LedgerChoiceField';
import { TextLink } from './formParts';
import type { CommonField } from './serverErrors';
import type { LedgerChoices as Choices } from './useLedgerChoices';

interface LedgerChoicesProps {
  choices: Choices;
  errors: Partial<Record<CommonField, string>>;
  /** A field was changed: its error no longer applies. */
  onEdited: (field: CommonField) => void;
  /** The server cannot take an account away from a transaction, so an edit may not offer "No account". */
  allowNoAccount: boolean;
}

/** The choices every row of the form shares: which portfolio, and which broker account. */
export function LedgerChoices({ choices, errors, onEdited, allowNoAccount }: LedgerChoicesProps) {
  const { listError, noPortfolios, noAccounts } = choices;

  return (
    <Card.Root as="section" aria-label="Portfolio and account" bg="bg.panel" size="sm">
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <PortfolioField
              choices={choices}
              error={errors.portfolio}
              helper={noPortfolios ? 'You have no portfolio yet: create one below.' : undefined}
              onPicked={() => onEdited('portfolio')}
            />
            <AccountField
              choices={choices}
              noneLabel="No account"
              noneAllowed={allowNoAccount}
              error={errors.account}
              helper={
                noAccounts ? (
                  <>
                    No broker accounts yet. <TextLink to="/broker">Add a broker and account</TextLink>
                  </>
                ) : undefined
              }
              onPicked={() => onEdited('account')}
            />
          </SimpleGrid>
          {listError && (
            <Text color="fg.error" role="alert">
              {listError}
            </Text>
          )}
          {noPortfolios && <QuickCreatePortfolio onCreated={(id) => choices.setPortfolioId(id)} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A first portfolio made in place, so a new user need not leave the rows they typed. */
function QuickCreatePortfolio({ onCreated }: { onCreated: (portfolioId: string) => void }) {
  const { createPortfolio } = usePortfolioActions();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  async function create() {
    const checked = checkNamedRecord({ name, description: '' });
    if (!checked.ok) return setError(checked.errors.name ?? null);
    setCreating(true);
    try {
      const created = await createPortfolio({ name: checked.input.name });
      toaster.create({ type: 'success', title: `Portfolio "${created.name}" created` });
      onCreated(created._id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setCreating(false);
    }
  }

  // This sits inside the transactions form: Enter creates the portfolio instead of saving rows.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void create();
  };

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack align="end" gap="3" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField label="New portfolio name" error={error ?? undefined} flex="1" minW="0">
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              value={name}
              autoComplete="off"
              onKeyDown={onKeyDown}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" loading={creating} onClick={() => void create()} alignSelf={error ? 'center' : 'end'}>
          Create portfolio
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Or <TextLink to="/portfolio">manage your portfolios</TextLink> first.
      </Text>
    </Stack>
  );
}
