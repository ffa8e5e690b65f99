import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title of an auth card and the sentence under it. */
export function AuthCardHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="2" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}
