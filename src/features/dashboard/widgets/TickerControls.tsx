/**
 * The market widgets' symbol settings: one symbol (an index from the list, or any listing typed
 * in) and a list of symbols typed as comma-separated tickers. The widget itself says when a
 * provider does not know a symbol; here only the shape is checked.
 */
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { indexDisplayName, MARKET_INDEX_TICKERS, MAX_MARKET_SYMBOLS, normaliseSymbol } from '../../../../common/market';
import { isSymbol, type TickerChoice, type TickerField, type TickersField } from '../../../widgets/framework/configFields';
import { SettingSelect } from '../../profile/SettingSelect';

const OTHER = 'other';
const NONE = 'none';
const INDEX_OPTIONS = [...MARKET_INDEX_TICKERS.map((index) => ({ value: index.ticker, label: index.tickerDisplay })), { value: OTHER, label: 'Another security…' }];
const OPTIONAL_OPTIONS = [{ value: NONE, label: 'Nothing' }, ...INDEX_OPTIONS];

interface ControlProps<F> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
}

export function TickerControl({ field, value, onChange }: ControlProps<TickerField>) {
  const current = field.parse(value) ?? field.defaultValue;
  const none = current.ticker === '';
  const [other, setOther] = useState(!none && indexDisplayName(current.ticker) === undefined);
  const [text, setText] = useState(other ? current.ticker : '');
  const invalid = other && !isSymbol(text);
  return (
    <>
      <SettingSelect
        label={field.label}
        helperText={field.help}
        value={other ? OTHER : none ? NONE : current.ticker}
        options={field.optional ? OPTIONAL_OPTIONS : INDEX_OPTIONS}
        onChange={(choice) => {
          if (choice === NONE) {
            setOther(false);
            onChange({ ticker: '', tickerDisplay: '' });
            return;
          }
          if (choice === OTHER) {
            setOther(true);
            // Nothing valid typed yet: the form refuses to save until a symbol is.
            onChange(isSymbol(text) ? choiceOf(text) : unreadable(text));
            return;
          }
          setOther(false);
          onChange({ ticker: choice, tickerDisplay: indexDisplayName(choice) ?? choice });
        }}
      />
      {other ? (
        <Field.Root invalid={invalid}>
          <Field.Label>Symbol</Field.Label>
          <Input
            value={text}
            placeholder="AAPL, VOD.L, BTC-USD"
            autoCapitalize="characters"
            onChange={(event) => {
              setText(event.currentTarget.value);
              onChange(isSymbol(event.currentTarget.value) ? choiceOf(event.currentTarget.value) : unreadable(event.currentTarget.value));
            }}
          />
          {invalid ? <Field.ErrorText>Enter a ticker as the exchange lists it, such as AAPL or VOD.L.</Field.ErrorText> : <Field.HelperText>The ticker as Yahoo Finance lists it.</Field.HelperText>}
        </Field.Root>
      ) : null}
    </>
  );
}

/** What the form's check refuses (never '' , which an optional field reads as none). */
const unreadable = (text: string): TickerChoice => ({ ticker: `?${text}`, tickerDisplay: '' });

function choiceOf(text: string): TickerChoice {
  const ticker = normaliseSymbol(text);
  return { ticker, tickerDisplay: ticker };
}

/** Comma- or space-separated tickers, each checked; the list is handed on only when all are valid. */
export function splitTickers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean).map(normaliseSymbol))];
}

export function TickersControl({ field, value, onChange }: ControlProps<TickersField>) {
  const [text, setText] = useState((field.parse(value) ?? field.defaultValue).join(', '));
  const symbols = splitTickers(text);
  const wrong = symbols.filter((symbol) => !isSymbol(symbol));
  const error = wrong.length > 0 ? `Not a ticker: ${wrong.join(', ')}.` : symbols.length > MAX_MARKET_SYMBOLS ? `At most ${MAX_MARKET_SYMBOLS} symbols.` : undefined;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{field.label}</Field.Label>
      <Input
        value={text}
        placeholder={field.emptyMeans}
        autoCapitalize="characters"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const list = splitTickers(next);
          // An invalid list is handed on as it is: the form's check refuses to save it.
          onChange(list);
        }}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{field.help ?? `Separated by commas; empty: ${field.emptyMeans.toLowerCase()}.`}</Field.HelperText>}
    </Field.Root>
  );
}
