import { Alert, Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAnonymousSession } from '../auth/useAnonymousSession';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The frame of a legal page: title, the template notice, numbered sections, a way back. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  useAnonymousSession();
  return (
    <Box as="main" bg="bg.subtle" minH="100dvh" py={{ base: '6', md: '12' }}>
      <Container maxW="3xl" px={{ base: '4', md: '8' }}>
        <Stack gap="6" bg="bg" borderRadius="l3" borderWidth="1px" p={{ base: '5', md: '10' }}>
          <Stack gap="2">
            <Heading as="h1" size="3xl">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Last updated {updated}
            </Text>
          </Stack>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              Template: this text is a starting point written for this software. The owner of the service must review it (with legal advice
              where needed) and fill in their own details before publishing it.
            </Alert.Description>
          </Alert.Root>
          {sections.map((section, index) => (
            <Stack as="section" key={section.title} gap="2">
              <Heading as="h2" size="lg">
                {index + 1}. {section.title}
              </Heading>
              <Box color="fg" lineHeight="tall" css={{ '& p + p, & ul': { mt: '2' }, '& ul': { ps: '5', listStyleType: 'disc' } }}>
                {section.body}
              </Box>
            </Stack>
          ))}
          <Text fontSize="sm">
            <Link asChild color="secondary" fontWeight="semibold">
              <RouterLink to="/">Back to the app</RouterLink>
            </Link>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
