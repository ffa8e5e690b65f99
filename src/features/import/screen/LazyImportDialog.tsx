import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import type { ImportDialogProps } from './ImportDialog';

// The import flow (its pipeline, table and forms) is fetched the first time a dialog opens.
const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));

/** ImportDialog, loaded on demand: nothing is downloaded until `open` is first true. */
export function LazyImportDialog(props: ImportDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // Once opened it stays mounted, so closing plays the dialog's exit instead of vanishing.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <Center position="fixed" inset="0" zIndex="modal" bg="blackAlpha.400" role="status" aria-label="Loading">
          <Spinner size="xl" color="secondary" />
        </Center>
      }
    >
      <ImportDialog {...props} />
    </Suspense>
  );
}
