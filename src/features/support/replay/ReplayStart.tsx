/**
 * Before a replay starts: the reason a log cannot be replayed, and a way to pick a log file
 * (when the page was opened without one, or to try another).
 */
import { Alert, Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';

interface ReplayStartProps {
  /** Why the last log cannot be replayed; null when none was given yet. */
  problem: string | null;
  onFile: (text: string) => void;
}

export function ReplayStart({ problem, onFile }: ReplayStartProps) {
  const inputId = useId();
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file) onFile(await file.text());
  }
  return (
    <Center minH="100dvh" px="4" py="8">
      <Stack gap="5" maxW="xl" w="full">
        <Heading as="h1" size="2xl">
          Replay an operation log
        </Heading>
        <Text color="fg.muted">
          The app&apos;s screens, answered from a user&apos;s downloaded operation log: nothing is sent to a server and no account is needed.
        </Text>
        {problem ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This log cannot be replayed</Alert.Title>
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Box>
          <Text asChild fontWeight="semibold" display="block" mb="2">
            <label htmlFor={inputId}>Choose an operation log (.json)</label>
          </Text>
          <input id={inputId} type="file" accept="application/json,.json" onChange={(event) => void pick(event)} />
        </Box>
      </Stack>
    </Center>
  );
}
