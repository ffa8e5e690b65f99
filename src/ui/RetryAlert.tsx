import { Button, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A read that failed, said as an alert, with "Try again". */
export function RetryAlert({ children, onRetry, p }: { children: ReactNode; onRetry: () => void; p?: StackProps['p'] }) {
  return (
    <Stack p={p} gap="2" align="flex-start" role="alert">
      <Text color="fg.error">{children}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
