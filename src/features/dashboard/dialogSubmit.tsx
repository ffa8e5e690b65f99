/**
 * The dashboard dialogs' shared submit: run the action, close on success, keep the dialog open
 * with the server's message on failure.
 */
import { Alert } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../ui/errorMessage';

export function useDialogSubmit(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}

export function SubmitFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
