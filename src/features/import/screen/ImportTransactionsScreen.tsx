import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { CreateImportWorker } from '../pipeline/parseInWorker';
import { ImportFlow } from './ImportFlow';

/** /app/transaction/import: transactions from a broker's file, checked row by row before saving. */
export function ImportTransactionsScreen({ createWorker }: { createWorker?: CreateImportWorker }) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Import transactions
          </Heading>
          <Text color="fg.muted">Add the trades from your broker’s export. You see every row before anything is saved, and the rows are saved all together or not at all.</Text>
        </Stack>
        <ImportFlow createWorker={createWorker} />
      </Stack>
    </Container>
  );
}
