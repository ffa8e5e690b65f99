import { Center, Spinner } from '@chakra-ui/react';

/** What any screen shows while it loads: a centred 40px spinner in the secondary colour. */
export function Loader() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading">
      <Spinner size="xl" color="secondary" />
    </Center>
  );
}
