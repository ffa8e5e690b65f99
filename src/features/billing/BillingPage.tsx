import { Alert, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../ui/errorMessage';

/** The frame both billing screens share: the heading, then the sections, narrow enough to read on a phone. */
export function BillingPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

/** A read that failed, with what the server said. */
export function LoadFailure({ what, error }: { what: string; error: unknown }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{what} could not be loaded</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
