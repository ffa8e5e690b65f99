/** What the prompt field says before a question is sent (the server checks the same again). */
import { formatNumber } from '../../lib/format';

export const BLANK_PROMPT = 'Type a question first.';

export function tooLongText(maxLength: number): string {
  return `Your question is longer than ${formatNumber(maxLength, { locale: 'en-US' })} characters.`;
}

/** The problem with a prompt, or null when it can be sent. `blankIsProblem`: only once the user tries to send. */
export function promptProblem(prompt: string, maxLength: number, blankIsProblem: boolean): string | null {
  const question = prompt.trim();
  if (question.length > maxLength) return tooLongText(maxLength);
  if (blankIsProblem && question === '') return BLANK_PROMPT;
  return null;
}

/** The counter shows from this share of the limit on. */
export const COUNTER_FROM = 0.8;
