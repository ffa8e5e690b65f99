import { HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetchAdditionalDataMutation, type PortfolioStockFieldsFragment } from '../../../generated/graphql';
import { FormField } from './FormField';
import { currentLookup } from './resolvedStock';
import { isTickerShaped, normalizeTicker, type TransactionDraft } from './transactionRules';

/** How long typing must pause before the market layer is asked about a symbol. */
export const LOOKUP_DELAY_MS = 700;

export const NOT_FOUND_TEXT = 'Not found by the market data provider, prices may be missing.';

const HOLDING_TYPES: Record<string, string> = { stock: 'Stock', etf: 'ETF', fund: 'Fund' };

/** What the form already knows about the stored transaction's security (edit screen). */
export interface KnownSecurity {
  ticker: string;
  name: string | null;
  holdingType: string | null;
}

interface SymbolFieldProps {
  draft: TransactionDraft;
  /** The security resolved for the current symbol, read from the cache by the row. */
  stock: PortfolioStockFieldsFragment | null;
  error: string | undefined;
  known?: KnownSecurity | null;
  onTickerChange: (ticker: string) => void;
  onResolved: (ticker: string, stock: PortfolioStockFieldsFragment) => void;
}

export function describeSecurity(parts: { name?: string | null; exchangeCode?: string | null; currency?: string | null; holdingType?: string | null }): string {
  const type = parts.holdingType ? (HOLDING_TYPES[parts.holdingType] ?? parts.holdingType) : null;
  return [parts.name, parts.exchangeCode, parts.currency, type].filter(Boolean).join(' · ');
}

/**
 * The symbol of a row. When typing pauses or the field is left, the market layer resolves it
 * (fetchAdditionalData) and the row shows the security's name, exchange, currency and type; an
 * unknown symbol can still be saved, with a warning that prices may be missing.
 */
export function SymbolField({ draft, stock, error, known, onTickerChange, onResolved }: SymbolFieldProps) {
  const [fetchStock, { loading }] = useFetchAdditionalDataMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);

  const ticker = normalizeTicker(draft.ticker);
  const resolved = currentLookup(draft);
  const isKnown = !resolved && !!known && known.ticker === ticker;
  const wanted = isTickerShaped(ticker) && !resolved && !isKnown;

  const lookUp = useCallback(
    async (symbol: string) => {
      if (inFlight.current === symbol) return;
      inFlight.current = symbol;
      setFailed(null);
      try {
        const { data } = await fetchStock({ variables: { stockInputs: [{ ticker: symbol }] } });
        const found = data?.fetchAdditionalData[0];
        if (found) onResolved(symbol, found);
        else setFailed(symbol);
      } catch {
        setFailed(symbol);
      } finally {
        if (inFlight.current === symbol) inFlight.current = null;
      }
    },
    [fetchStock, onResolved],
  );

  useEffect(() => {
    if (!wanted || failed === ticker) return;
    const timer = setTimeout(() => void lookUp(ticker), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, failed, ticker, lookUp]);

  let info: { text: string; tone: 'muted' | 'warning' } | null = null;
  if (loading && wanted) info = { text: `Looking up ${ticker}…`, tone: 'muted' };
  else if (resolved && stock) {
    info = stock.name || stock.currency
      ? { text: describeSecurity({ name: stock.name, exchangeCode: stock.exchangeCode, currency: stock.currency, holdingType: stock.holding_type }), tone: 'muted' }
      : { text: NOT_FOUND_TEXT, tone: 'warning' };
  } else if (isKnown && known.name) info = { text: describeSecurity({ name: known.name, holdingType: known.holdingType }), tone: 'muted' };
  else if (wanted && failed === ticker) info = { text: 'The market data provider could not be asked just now; the symbol can still be saved.', tone: 'warning' };

  return (
    <FormField
      label="Symbol"
      required
      error={error}
      gridColumn={{ sm: 'span 2' }}
      helperTone={info?.tone}
      helper={
        info && (
          <HStack as="span" gap="1.5">
            {loading && wanted && <Spinner size="xs" />}
            <Text as="span">{info.text}</Text>
          </HStack>
        )
      }
    >
      {(describedBy) => (
        <Input
          aria-describedby={describedBy}
          value={draft.ticker}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. AAPL"
          onChange={(event) => onTickerChange(event.currentTarget.value)}
          onBlur={() => {
            if (wanted) void lookUp(ticker);
          }}
        />
      )}
    </FormField>
  );
}
