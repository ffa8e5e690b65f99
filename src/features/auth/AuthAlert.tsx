import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFocusOnShow } from '../../lib/useFocusOnShow';

/**
 * A message in an auth card: the request's error, or a confirmation. An error takes focus when
 * it appears (it is the form's error summary after a submit).
 */
export function AuthAlert({ status, children }: { status: 'error' | 'success' | 'info'; children: ReactNode }) {
  const ref = useFocusOnShow<HTMLDivElement>(status === 'error' ? children : null);
  return (
    <Alert.Root ref={status === 'error' ? ref : undefined} tabIndex={status === 'error' ? -1 : undefined} status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
