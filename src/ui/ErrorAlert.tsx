import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form's or a control's one-line problem, announced as an alert. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
