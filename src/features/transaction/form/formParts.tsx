import { Alert, Box, Center, Link, Spinner, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFocusOnShow } from '../../../lib/useFocusOnShow';

/** Where the transaction forms return to. */
export const TRANSACTIONS_PATH = '/transaction';

/** Today in the user's time zone, as the date picker writes it. */
export const today = (): string => format(new Date(), 'yyyy-MM-dd');

let keySeed = 0;
/** A key for a new row on screen. */
export const newRowKey = (): string => `row-${++keySeed}`;

/** The form's error summary; it takes focus when it appears or its messages change. */
export function FormAlert({ title, messages }: { title: string; messages: readonly string[] }) {
  const ref = useFocusOnShow<HTMLDivElement>(`${title}\n${messages.join('\n')}`);
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {messages.length > 0 && (
          <Alert.Description>
            {messages.map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="secondary" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A spinner in the page area (the shell stays in place around it). */
export function PageSpinner() {
  return (
    <Center py="20" role="status" aria-label="Loading">
      <Box>
        <Spinner size="xl" color="secondary" />
      </Box>
    </Center>
  );
}
