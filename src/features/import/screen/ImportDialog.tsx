import { CloseButton, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../../ui/DialogShell';
import type { CreateImportWorker } from '../pipeline/parseInWorker';
import { ImportFlow } from './ImportFlow';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Makes the Web Worker that reads files (tests give a fake one). */
  createWorker?: CreateImportWorker;
}

/**
 * The import screen's flow in a dialog, for opening from other screens (spec: "a separate import
 * dialog screen exists and is loaded on demand": open it through LazyImportDialog). It cannot be
 * closed while rows are being sent, and a click outside never closes it (the preview would go).
 */
export function ImportDialog({ open, onClose, createWorker }: ImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogShell
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
    >
      <Dialog.Content bg="bg.panel">
        <Dialog.Header>
          <Dialog.Title>Import transactions</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          <ImportFlow createWorker={createWorker} onLeave={onClose} onBusyChange={setBusy} />
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" disabled={busy} aria-label="Close" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </DialogShell>
  );
}
