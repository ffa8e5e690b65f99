import { Card, Center } from '@chakra-ui/react';
import { Outlet } from 'react-router';

/** The shared frame of the auth screens: one card, centred on the page. */
export function AuthLayout() {
  return (
    <Center minH="100dvh" px="4" py="8" bg="bg.subtle">
      {/* Spec §2: the auth cards (verify-email's at least) are 450 wide. */}
      <Card.Root w="full" maxW="450px">
        <Card.Body>
          <Outlet />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
