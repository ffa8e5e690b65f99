import { Button, Field, Flex, Textarea } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { displaySettingsVar } from '../../apollo/vars';
import { formatNumber } from '../../lib/format';
import { COUNTER_FROM, promptProblem } from './promptCheck';

export const PROMPT_LABEL = 'Ask about your portfolio';

interface PromptFormProps {
  maxLength: number;
  /** An answer is being written, or the balance is spent. */
  disabled: boolean;
  onAsk: (prompt: string) => void;
  /** Where the drawer puts the focus when it opens. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  autoFocus?: boolean;
}

/**
 * The question field: Enter sends, Shift+Enter starts a new line. A blank question or one over
 * the limit is not sent; a counter shows near the limit.
 */
export function PromptForm({ maxLength, disabled, onAsk, inputRef, autoFocus = false }: PromptFormProps) {
  const { locale } = useReactiveVar(displaySettingsVar);
  const [prompt, setPrompt] = useState('');
  const [tried, setTried] = useState(false);
  const problem = promptProblem(prompt, maxLength, tried);
  const localRef = useRef<HTMLTextAreaElement>(null);
  const ownRef = inputRef ?? localRef;

  // The field was disabled while the answer was written, which sent the focus to the page: back
  // to the field for the next question, unless the user has moved on to something else.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    if (wasDisabled.current && !disabled && document.activeElement === document.body) ownRef.current?.focus();
    wasDisabled.current = disabled;
  }, [disabled, ownRef]);

  const send = () => {
    if (disabled) return;
    if (promptProblem(prompt, maxLength, true)) {
      setTried(true);
      return;
    }
    onAsk(prompt.trim());
    setPrompt('');
    setTried(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const showCounter = prompt.length >= maxLength * COUNTER_FROM;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field.Root invalid={problem !== null} disabled={disabled}>
        <Field.Label srOnly>{PROMPT_LABEL}</Field.Label>
        <Flex gap="2" align="flex-end" w="full">
          <Textarea
            ref={ownRef}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={PROMPT_LABEL}
            autoFocus={autoFocus}
            rows={2}
            resize="vertical"
            maxH="40"
            bg="bg"
            flex="1"
          />
          <Button type="submit" colorPalette="primary" disabled={disabled} flexShrink="0">
            Ask
          </Button>
        </Flex>
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        {showCounter ? (
          <Field.HelperText alignSelf="flex-end" color={prompt.trim().length > maxLength ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
            {formatNumber(prompt.length, { locale })} / {formatNumber(maxLength, { locale })}
          </Field.HelperText>
        ) : null}
      </Field.Root>
    </form>
  );
}
