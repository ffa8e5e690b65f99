/**
 * Adds a security to the watchlist by its ticker: checked with the server's symbol rule
 * (common/market.ts) before sending, and the server's refusal (an unknown list, the 500-entry
 * limit) shown under the field.
 */
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { normaliseSymbol } from '../../../common/market';
import { errorMessage } from '../../ui/errorMessage';
import { PlusIcon } from '../../ui/listIcons';
import { tickerProblem } from './watchlistRows';

export interface AddTickerFormProps {
  /** The symbols on the list already: adding one again is said, not sent. */
  symbols: readonly string[];
  onAdd: (symbol: string) => Promise<unknown>;
}

export function AddTickerForm({ symbols, onAdd }: AddTickerFormProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const wrong = tickerProblem(text);
    if (wrong) return setProblem(wrong);
    const symbol = normaliseSymbol(text);
    if (symbols.includes(symbol)) return setProblem(`${symbol} is on this watchlist already.`);
    setPending(true);
    setProblem(null);
    try {
      await onAdd(symbol);
      setText('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field.Root invalid={problem !== null}>
        <HStack gap="1.5" w="full">
          <Input
            size="xs"
            flex="1"
            minW="0"
            maxW="48"
            aria-label="Ticker to add"
            placeholder="Add a ticker, e.g. AAPL"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
          />
          <Button type="submit" size="xs" variant="outline" loading={pending}>
            <PlusIcon />
            Add
          </Button>
        </HStack>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </form>
  );
}
