import { Button, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  /**
   * Leave through a full page load rather than client-side navigation: after a crash (a chunk
   * that failed to load after a deploy, say) only a fresh start is sure to recover.
   */
  reload?: boolean;
}

/** The shared frame of the 404 and 500 pages: a big title, the explanation, a way back. */
export function StatusPage({ title, children, reload = false }: StatusPageProps) {
  return (
    <Center as="main" minH="100dvh" px="4" py="8">
      <Stack align="center" gap="4" textAlign="center" maxW="2xl">
        <Heading as="h1" size="5xl">
          {title}
        </Heading>
        {children}
        <Button asChild colorPalette="primary" mt="4">
          {reload ? <a href="/app">Return to website</a> : <RouterLink to="/">Return to website</RouterLink>}
        </Button>
      </Stack>
    </Center>
  );
}
