import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message in an auth card: the request's error, or a confirmation. */
export function AuthAlert({ status, children }: { status: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
