import { Center, Spinner } from '@chakra-ui/react';

/**
 * What any screen shows while it loads: a centred 40px spinner in the secondary colour. A whole
 * page fills the viewport; inside the app shell's main area (`inArea`) it fills that area, which
 * is shorter than the viewport by the shell's bars.
 */
export function Loader({ inArea = false }: { inArea?: boolean }) {
  return (
    <Center minH={inArea ? 'full' : '100dvh'} h={inArea ? 'full' : undefined} py={inArea ? '16' : undefined} role="status" aria-label="Loading">
      <Spinner size="xl" color="secondary" />
    </Center>
  );
}
