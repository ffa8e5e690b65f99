import { Box, Heading } from '@chakra-ui/react';

/**
 * Stands in for a screen whose issue has not landed yet: its title and nothing else, so no one
 * mistakes it for a working screen.
 */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
    </Box>
  );
}
