import { Badge, Box, Button, Card, Container, Field, HStack, Heading, Input, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Loader } from '../../ui/Loader';
import { toaster } from '../../ui/toaster';
import { currencySymbol } from '../../../common/currency';
import { FIRST_DISPLAY_CURRENCIES, displayCurrencyName, type DisplayCurrency } from '../../../common/displayCurrencies';
import { DisplayCurrencyPicker } from '../../ui/DisplayCurrencyPicker';
import { useBrokerActions, useBrokers } from '../../data/brokers';
import { usePortfolioActions, usePortfolios } from '../../data/portfolios';
import { errorMessage } from '../../ui/errorMessage';
import { useTransactions } from '../../data/transactions';
import { useCurrentUser } from '../../data/useCurrentUser';
import { useUpdateUserCurrency } from '../profile/useUpdateUserCurrency';
import { SETUP_STEPS, completedSteps, firstOpenStep, type SetupStep } from './setupProgress';
import { checkNamedRecord } from '../../ui/namedRecordForm';

const STEP_TITLES: Record<SetupStep, string> = {
  currency: 'Display currency',
  broker: 'Broker and account',
  portfolio: 'Portfolio',
  transactions: 'Transactions',
};

/**
 * /app/setup: the guided first run. Each step is done once the ledger holds what it asks for, so
 * a user who leaves half-way comes back to the first open step.
 */
export function SetupScreen() {
  const user = useCurrentUser();
  const { brokers, loading: brokersLoading } = useBrokers();
  const { portfolios, loading: portfoliosLoading } = usePortfolios();
  const { transactions, loading: transactionsLoading } = useTransactions();
  const [currencyConfirmed, setCurrencyConfirmed] = useState(false);
  const [opened, setOpened] = useState<SetupStep | null>(null);

  if (!user || brokersLoading || portfoliosLoading || transactionsLoading) return <Loader inArea />;

  const facts = {
    currencyConfirmed,
    accountCount: brokers.reduce((sum, broker) => sum + broker.accounts.length, 0),
    portfolioCount: portfolios.length,
    transactionCount: transactions.length,
  };
  const done = completedSteps(facts);
  const active = opened ?? firstOpenStep(facts);
  const next = (after: SetupStep) => setOpened(SETUP_STEPS.find((step, i) => i > SETUP_STEPS.indexOf(after) && !done.has(step)) ?? 'transactions');

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Set up your portfolio tracker
          </Heading>
          <Text color="fg.muted">Four short steps: your currency, where you hold your shares, how you group them, then your trades.</Text>
          <Progress.Root value={(done.size / SETUP_STEPS.length) * 100} size="sm" colorPalette="green" aria-label="Setup progress">
            <HStack justify="space-between" mb="1">
              <Progress.Label fontSize="sm">Setup progress</Progress.Label>
              <Progress.ValueText fontSize="sm">
                {done.size} of {SETUP_STEPS.length} done
              </Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>

        {SETUP_STEPS.map((step, index) => (
          <StepCard key={step} number={index + 1} title={STEP_TITLES[step]} done={done.has(step)} active={active === step} onOpen={() => setOpened(step)}>
            {step === 'currency' && (
              <CurrencyStep
                current={user.currency}
                onSave={async (currency, save) => {
                  await save();
                  setCurrencyConfirmed(true);
                  toaster.create({ type: 'success', title: `Figures will be shown in ${currency}` });
                  next('currency');
                }}
                userCurrencySaver={user}
              />
            )}
            {step === 'broker' && <BrokerStep accountCount={facts.accountCount} onDone={() => next('broker')} />}
            {step === 'portfolio' && <PortfolioStep portfolioCount={facts.portfolioCount} onDone={() => next('portfolio')} />}
            {step === 'transactions' && <TransactionsStep transactionCount={facts.transactionCount} />}
          </StepCard>
        ))}
      </Stack>
    </Container>
  );
}

interface StepCardProps {
  number: number;
  title: string;
  done: boolean;
  active: boolean;
  onOpen: () => void;
  children: ReactNode;
}

function StepCard({ number, title, done, active, onOpen, children }: StepCardProps) {
  return (
    <Card.Root as="section" aria-label={title} bg="bg.panel" borderColor={active ? 'colorPalette.solid' : undefined} colorPalette="primary" borderWidth={active ? '2px' : '1px'}>
      {/* A collapsed step has no body: its header takes the card's bottom padding too. */}
      <Card.Header pb={active ? undefined : '4'} pt={active ? undefined : '4'}>
        <HStack justify="space-between" gap="3">
          <HStack gap="3">
            <Box
              aria-hidden
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              borderRadius="full"
              fontWeight="bold"
              bg={done ? 'green.solid' : active ? 'primary.solid' : 'bg.muted'}
              color={done ? 'white' : active ? 'primary.contrast' : 'fg.muted'}
            >
              {done ? '✓' : number}
            </Box>
            <Card.Title as="h2">{title}</Card.Title>
            {done && (
              <Badge colorPalette="green" variant="subtle">
                Done
              </Badge>
            )}
          </HStack>
          {!active && (
            <Button size="sm" variant="ghost" onClick={onOpen}>
              {done ? 'Change' : 'Open'}
            </Button>
          )}
        </HStack>
      </Card.Header>
      {active && <Card.Body pt="0">{children}</Card.Body>}
    </Card.Root>
  );
}

function CurrencyStep({
  current,
  userCurrencySaver,
  onSave,
}: {
  current: DisplayCurrency;
  userCurrencySaver: NonNullable<ReturnType<typeof useCurrentUser>>;
  onSave: (currency: DisplayCurrency, save: () => Promise<void>) => Promise<void>;
}) {
  const updateUserCurrency = useUpdateUserCurrency();
  const [choice, setChoice] = useState<DisplayCurrency>(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await onSave(choice, async () => {
        if (choice !== current) await updateUserCurrency(userCurrencySaver, choice);
      });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">Values, gains and income are shown in this currency; trades in other currencies are converted at each day's rate.</Text>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" role="radiogroup" aria-label="Display currency">
        {FIRST_DISPLAY_CURRENCIES.map((code) => (
          <Button
            key={code}
            role="radio"
            aria-checked={choice === code}
            variant={choice === code ? 'solid' : 'outline'}
            colorPalette={choice === code ? 'blue' : 'gray'}
            h="auto"
            py="3"
            flexDirection="column"
            onClick={() => setChoice(code)}
          >
            <Text fontSize="lg" fontWeight="bold">
              {currencySymbol(code)} {code}
            </Text>
            <Text fontSize="xs" fontWeight="normal">
              {displayCurrencyName(code)}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
      <Box maxW={{ base: 'full', sm: 'sm' }}>
        <DisplayCurrencyPicker label="Or any other currency" value={choice} onChange={setChoice} />
      </Box>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button colorPalette="primary" loading={busy} onClick={() => void submit()}>
          Continue
        </Button>
      </HStack>
    </Stack>
  );
}

function NameField({ label, value, onChange, error, placeholder }: { label: string; value: string; onChange: (value: string) => void; error?: string | null; placeholder?: string }) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} placeholder={placeholder} onChange={(event) => onChange(event.currentTarget.value)} maxLength={120} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function BrokerStep({ accountCount, onDone }: { accountCount: number; onDone: () => void }) {
  const { createBroker, addAccount } = useBrokerActions();
  const [brokerName, setBrokerName] = useState('');
  const [accountName, setAccountName] = useState('Main account');
  const [errors, setErrors] = useState<{ broker?: string | null; account?: string | null; form?: string | null }>({});
  const [busy, setBusy] = useState(false);
  // The broker is kept once created, so a failed account add does not create it twice.
  const [createdBrokerId, setCreatedBrokerId] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const broker = checkNamedRecord({ name: brokerName, description: '' });
    const account = checkNamedRecord({ name: accountName, description: '' });
    setErrors({ broker: broker.ok ? null : broker.errors.name, account: account.ok ? null : account.errors.name });
    if (!broker.ok || !account.ok) return;
    setBusy(true);
    try {
      const brokerId = createdBrokerId ?? (await createBroker(broker.input))._id;
      setCreatedBrokerId(brokerId);
      await addAccount({ broker_Id: brokerId, ...account.input });
      toaster.create({ type: 'success', title: `${broker.input.name} added` });
      onDone();
    } catch (caught) {
      setErrors({ form: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
      <Text color="fg.muted">
        The broker or bank where you hold your shares, and the account there (a broker can have several: a taxable account, a retirement account…).
        {accountCount > 0 && ` You already have ${accountCount} account${accountCount === 1 ? '' : 's'}; add another or go on.`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NameField label="Broker name" value={brokerName} onChange={setBrokerName} error={errors.broker} placeholder="e.g. Interactive Brokers" />
        <NameField label="Account name" value={accountName} onChange={setAccountName} error={errors.account} />
      </SimpleGrid>
      {errors.form && (
        <Text color="fg.error" role="alert">
          {errors.form}
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="primary" loading={busy}>
          Add broker and account
        </Button>
        {accountCount > 0 && (
          <Button variant="ghost" onClick={onDone}>
            Skip
          </Button>
        )}
      </HStack>
      </Stack>
    </form>
  );
}

function PortfolioStep({ portfolioCount, onDone }: { portfolioCount: number; onDone: () => void }) {
  const { createPortfolio } = usePortfolioActions();
  const [name, setName] = useState('My portfolio');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNamedRecord({ name, description: '' });
    setError(checked.ok ? null : (checked.errors.name ?? null));
    if (!checked.ok) return;
    setBusy(true);
    setFormError(null);
    try {
      await createPortfolio(checked.input);
      toaster.create({ type: 'success', title: `${checked.input.name} created` });
      onDone();
    } catch (caught) {
      setFormError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
      <Text color="fg.muted">
        A portfolio groups holdings the way you think of them (long-term, dividends, a child's savings), whatever account they sit in.
        {portfolioCount > 0 && ` You already have ${portfolioCount}; add another or go on.`}
      </Text>
      <NameField label="Portfolio name" value={name} onChange={setName} error={error} />
      {formError && (
        <Text color="fg.error" role="alert">
          {formError}
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="primary" loading={busy}>
          Create portfolio
        </Button>
        {portfolioCount > 0 && (
          <Button variant="ghost" onClick={onDone}>
            Skip
          </Button>
        )}
      </HStack>
      </Stack>
    </form>
  );
}

function TransactionsStep({ transactionCount }: { transactionCount: number }) {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {transactionCount > 0
          ? `You have ${transactionCount} transaction${transactionCount === 1 ? '' : 's'}. Add more by hand or from a broker's file whenever you like.`
          : 'Record your trades: type them in, or import the file your broker exports (Interactive Brokers Flex queries are read as they are; other CSV or Excel files are mapped column by column).'}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Button colorPalette="primary" size="lg" onClick={() => navigate('/transaction/add')}>
          Add transactions
        </Button>
        <Button variant="outline" size="lg" onClick={() => navigate('/transaction/import')}>
          Import a file
        </Button>
      </SimpleGrid>
      <Button asChild variant="plain" alignSelf="start" px="0">
        <RouterLink to="/">{transactionCount > 0 ? 'Go to the home view' : 'Later: go to the home view'}</RouterLink>
      </Button>
    </Stack>
  );
}
