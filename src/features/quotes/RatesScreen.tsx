/**
 * /app/rates/:base/:quote: the rates a user enters for one currency pair, 1 base = rate quote.
 * They take precedence over the provider's reference rates, and also convert the transactions of
 * those days: saving one recomputes the ledger, and deleting one a transaction needs is refused.
 */
import { Alert, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isKnownCurrency } from '../../../common/currency';
import { ratesPath } from '../../ui/quotePaths';
import { QuotesEditor } from './QuotesEditor';
import { QuotesScreenLayout } from './QuotesScreenLayout';
import type { QuoteWording } from './quoteWording';
import { useManualRates } from './useManualQuotes';

/** What is wrong with a pair, or null. */
function pairProblem(base: string, quote: string): string | null {
  if (!isKnownCurrency(base)) return `"${base}" is not a known currency code.`;
  if (!isKnownCurrency(quote)) return `"${quote}" is not a known currency code.`;
  return base === quote ? 'A rate needs two different currencies.' : null;
}

export function RatesScreen() {
  const params = useParams();
  const base = (params.base ?? '').toUpperCase();
  const quote = (params.quote ?? '').toUpperCase();
  const problem = pairProblem(base, quote);
  return (
    <QuotesScreenLayout
      title={`Rates ${base} → ${quote}`}
      description={`Your own exchange rates: 1 ${base} = rate ${quote}. They take precedence over the provider's reference rates in your figures and convert your transactions of those days.`}
    >
      <PairPicker base={base} quote={quote} />
      {problem ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      ) : (
        <PairRates base={base} quote={quote} />
      )}
    </QuotesScreenLayout>
  );
}

function PairRates({ base, quote }: { base: string; quote: string }) {
  const quotes = useManualRates(base, quote);
  const wording: QuoteWording = { value: 'rate', singular: 'rate', plural: 'rates', column: `Rate (${quote} per ${base})`, tableLabel: `Manual rates ${base} to ${quote}` };
  return <QuotesEditor quotes={quotes} wording={wording} />;
}

/** Another pair: two codes, or the same pair the other way round. */
function PairPicker({ base, quote }: { base: string; quote: string }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(base);
  const [to, setTo] = useState(quote);
  const [error, setError] = useState<string | null>(null);

  function show(event: FormEvent) {
    event.preventDefault();
    const b = from.trim().toUpperCase();
    const q = to.trim().toUpperCase();
    const found = pairProblem(b, q);
    setError(found);
    if (!found) void navigate(ratesPath(b, q));
  }

  return (
    <HStack asChild align="flex-end" gap="3" wrap="wrap">
      <form onSubmit={show} noValidate aria-label="Another currency pair">
        <Field.Root w="28" invalid={error !== null}>
          <Field.Label>Base</Field.Label>
          <Input size="sm" name="base" autoComplete="off" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root w="28" invalid={error !== null}>
          <Field.Label>Quote</Field.Label>
          <Input size="sm" name="quote" autoComplete="off" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">
          Show rates
        </Button>
        {isKnownCurrency(base) && isKnownCurrency(quote) && base !== quote ? (
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={ratesPath(quote, base)}>
              Swap to {quote} → {base}
            </RouterLink>
          </Button>
        ) : null}
        {error ? (
          <Field.Root invalid w="full">
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </form>
    </HStack>
  );
}
