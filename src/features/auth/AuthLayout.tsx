import { Card, Center } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useAnonymousSession } from './useAnonymousSession';

/** The shared frame of the auth screens: one card, centred on the page. */
export function AuthLayout() {
  useAnonymousSession();
  return (
    <Center as="main" minH="100dvh" px={{ base: '3', sm: '4' }} py="8" bg="bg.subtle">
      {/* The verify-email card is 450 wide; every auth card shares it. */}
      <Card.Root w="full" maxW="450px">
        <Card.Body p={{ base: '5', sm: '8' }}>
          <Outlet />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
