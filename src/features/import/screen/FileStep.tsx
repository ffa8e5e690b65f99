import { Alert, Box, Button, Card, List, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { ImportProgress } from './ImportProgress';

/** What the file picker offers; a dropped file of another kind is still read and refused clearly. */
export const ACCEPTED_FILES = '.csv,.txt,.xlsx,.xml,.json';

interface FileStepProps {
  onFile: (file: File) => void;
  /** Why the last file could not be read, with its name. */
  error: { fileName: string | null; message: string } | null;
  /** While the ledger's transactions load, files wait: the preview needs them to spot duplicates. */
  waitingFor: string | null;
  /** A warning that does not stop the import (e.g. the ledger could not be loaded). */
  warning: string | null;
}

/** Step 1: a drop zone with a "Choose file" button, what can be imported, and why the last file could not. */
export function FileStep({ onFile, error, waitingFor, warning }: FileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const disabled = waitingFor !== null;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Stack gap="4">
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error.fileName ? `"${error.fileName}" cannot be imported` : 'The file cannot be imported'}</Alert.Title>
            <Alert.Description>
              <Text>{error.message}</Text>
              <Text mt="1">Nothing was imported. Choose another file, or fix this one and choose it again.</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {warning && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{warning}</Alert.Description>
        </Alert.Root>
      )}
      <Card.Root bg="bg.panel">
        <Card.Body>
          <Stack gap="5">
            <Box
              data-testid="import-drop-zone"
              onDragOver={(event) => {
                event.preventDefault();
                if (!disabled) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={dragging ? 'primary.solid' : 'border'}
              bg={dragging ? 'primary.subtle' : 'bg.subtle'}
              rounded="l3"
              px={{ base: '4', md: '8' }}
              py={{ base: '8', md: '12' }}
              textAlign="center"
              transition="background 0.15s, border-color 0.15s"
            >
              <Stack gap="3" align="center">
                <UploadIcon />
                <Text fontWeight="semibold">Drop a file here</Text>
                <Text color="fg.muted" textStyle="sm">
                  or
                </Text>
                <Button colorPalette="primary" onClick={() => input.current?.click()} disabled={disabled}>
                  Choose file
                </Button>
                <chakra.input
                  ref={input}
                  type="file"
                  accept={ACCEPTED_FILES}
                  aria-label="File to import"
                  display="none"
                  disabled={disabled}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    // Cleared, so that choosing the same file again (after fixing it) reads it again.
                    event.currentTarget.value = '';
                    if (file && !disabled) onFile(file);
                  }}
                />
              </Stack>
            </Box>
            {waitingFor && <ImportProgress label={waitingFor} percent={null} />}
            <Stack gap="2" textStyle="sm" color="fg.muted">
              <Text fontWeight="semibold" color="fg">
                What can be imported
              </Text>
              <List.Root gap="1" ps="5">
                <List.Item>Interactive Brokers Flex query statements (CSV or XML) are read as they are.</List.Item>
                <List.Item>A ledger export of this app (CSV or JSON, from the Transactions screen) is read as it is, splits, mergers and spin-offs included.</List.Item>
                <List.Item>Any other CSV or Excel (.xlsx) file: you match its columns to the fields once, and see every row before anything is saved.</List.Item>
                <List.Item>Files up to 50 MB. Formulas are never run: the values the spreadsheet saved are used.</List.Item>
              </List.Root>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function UploadIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="10" color="fg.muted" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 16V4m0 0-4 4m4-4 4 4" />
      <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </chakra.svg>
  );
}
