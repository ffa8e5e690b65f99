import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame the Prices and Rates screens share: a heading, what the list is for, then the rest. */
export function QuotesScreenLayout({ title, description, children }: { title: ReactNode; description: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
