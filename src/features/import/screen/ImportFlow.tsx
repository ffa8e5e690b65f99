/**
 * The import, start to end, shared by the /transaction/import screen and the import dialog:
 * choose a file, read it in a Web Worker (with a progress bar and Cancel), match its columns
 * when it is not an Interactive Brokers Flex statement, check every row, import.
 */
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTransactions } from '../../../data/transactions';
import { ledgerDuplicateKeys, ledgerTickersByIsin } from '../pipeline/ledgerDuplicateKeys';
import type { ColumnMapping } from '../pipeline/importPreview';
import type { CreateImportWorker } from '../pipeline/parseInWorker';
import { useImportParser } from '../pipeline/useImportParser';
import { createImportWorker } from '../worker/createImportWorker';
import { FileStep } from './FileStep';
import { ImportProgress } from './ImportProgress';
import { MappingForm } from './MappingForm';
import { PreviewStep } from './PreviewStep';

export interface ImportFlowProps {
  /** Makes the Web Worker that reads files (tests give a fake one). */
  createWorker?: CreateImportWorker;
  /** Called when the user follows a link away (the dialog closes). */
  onLeave?: () => void;
  /** True while rows are being sent (a dialog must not close then). */
  onBusyChange?: (busy: boolean) => void;
}

export function ImportFlow({ createWorker = createImportWorker, onLeave, onBusyChange }: ImportFlowProps) {
  const parser = useImportParser(createWorker);
  const { transactions, loaded: ledgerLoaded, loadError } = useTransactions();
  // Until the ledger is here (or cannot be), a file would be previewed without its duplicates.
  const ledgerLoading = !ledgerLoaded && !loadError;
  // The keys of the ledger's transactions mark rows already imported in the preview.
  const existingKeys = useMemo(() => ledgerDuplicateKeys(transactions), [transactions]);
  const knownTickers = useMemo(() => ledgerTickersByIsin(transactions), [transactions]);
  const [file, setFile] = useState<File | null>(null);
  const [changingMapping, setChangingMapping] = useState(false);
  // Each reading of a file starts a fresh preview (exclusions, filter, upload state).
  const [reading, setReading] = useState(0);

  const read = (chosen: File, mapping?: ColumnMapping) => {
    setFile(chosen);
    setChangingMapping(false);
    setReading((count) => count + 1);
    parser.parse(chosen, { existingKeys, knownTickers, mapping: mapping ?? null });
  };

  const chooseAnother = () => {
    parser.cancel();
    setFile(null);
    setChangingMapping(false);
  };

  const { state } = parser;

  if (state.status === 'parsing') {
    return (
      <Card.Root bg="bg.panel">
        <Card.Body>
          <Stack gap="4">
            <ImportProgress label={`Reading “${state.fileName}”`} percent={state.progress * 100} />
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Text textStyle="sm" color="fg.muted">
                Nothing is saved until you have checked the rows.
              </Text>
              <Button variant="outline" size="sm" onClick={chooseAnother}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  if (state.status === 'done' && file) {
    const { result } = state;
    if (result.kind === 'needsMapping') {
      return <MappingForm key={reading} file={result.file} step={result.mapping} onContinue={(mapping) => read(file, mapping)} onChooseAnother={chooseAnother} />;
    }
    const { preview } = result;
    if (changingMapping && preview.mapping) {
      return (
        <MappingForm
          file={preview.file}
          step={preview.mapping}
          onContinue={(mapping) => read(file, mapping)}
          onChooseAnother={chooseAnother}
          onCancel={() => setChangingMapping(false)}
        />
      );
    }
    return (
      <PreviewStep
        key={reading}
        preview={preview}
        onChooseAnother={chooseAnother}
        onChangeMapping={preview.mapping ? () => setChangingMapping(true) : undefined}
        onLeave={onLeave}
        onBusyChange={onBusyChange}
      />
    );
  }

  return (
    <FileStep
      onFile={(chosen) => read(chosen)}
      error={state.status === 'error' ? { fileName: file?.name ?? null, message: state.message } : null}
      waitingFor={ledgerLoading ? 'Loading your transactions, to spot rows already imported…' : null}
      warning={
        loadError
          ? `Your transactions could not be loaded (${loadError}), so the preview cannot mark rows already imported. The import still skips them when it saves.`
          : null
      }
    />
  );
}
