import { Alert, Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { ImportPreview } from '../pipeline/importPreview';
import { rowKind, type ExcludedRows } from './previewRows';
import type { RowProblem } from './uploadImport';

export interface ImportedResult {
  inserted: number;
  /** Rows the server left out at the commit because the ledger already held them. */
  serverSkipped: readonly RowProblem[];
}

interface ImportResultViewProps {
  result: ImportedResult;
  preview: ImportPreview;
  excluded: ExcludedRows;
  locale: string | null;
  onChooseAnother: () => void;
  /** Called when the user follows a link away (the dialog closes). */
  onLeave?: () => void;
}

/** A long re-import can skip thousands of rows: the list names the first ones. */
const LISTED = 200;
const NO_SERVER_PROBLEMS = new Map<number, readonly string[]>();

/** The end of an import: how many rows were written, and which were skipped as already imported. */
export function ImportResultView({ result, preview, excluded, locale, onChooseAnother, onLeave }: ImportResultViewProps) {
  const { alreadyImported, otherLeftOut } = useMemo(() => {
    // Rows the preview already knew to be in the ledger were never sent; the server names those
    // it found itself. Together they are every row skipped as already imported.
    const known: RowProblem[] = [];
    let other = 0;
    for (const row of preview.rows) {
      const kind = rowKind(row, NO_SERVER_PROBLEMS);
      if (kind === 'alreadyImported') known.push({ row: row.row, message: row.messages.join(' ') });
      else if (kind === 'skipped' || excluded.has(row.row)) other += 1;
    }
    const all = [...known, ...result.serverSkipped].sort((a, b) => a.row - b.row);
    return { alreadyImported: all, otherLeftOut: other };
  }, [preview.rows, excluded, result.serverSkipped]);

  const number = (value: number) => formatNumber(value, { locale });
  const skippedCount = alreadyImported.length;
  const summary =
    `Imported ${number(result.inserted)} ${result.inserted === 1 ? 'transaction' : 'transactions'}` +
    (skippedCount > 0 ? `; ${number(skippedCount)} already imported ${skippedCount === 1 ? 'row' : 'rows'} skipped.` : '.');

  return (
    <Stack gap="5" as="section" aria-label="Import result">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{summary}</Alert.Title>
          <Alert.Description>
            From “{preview.file.name}”.
            {otherLeftOut > 0 && ` ${number(otherLeftOut)} other ${otherLeftOut === 1 ? 'row was' : 'rows were'} left out (skipped or excluded).`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      {skippedCount > 0 && (
        <Card.Root bg="bg.panel">
          <Card.Body>
            <Stack gap="2">
              <Heading as="h2" size="sm">
                Skipped as already imported
              </Heading>
              <Box maxH="64" overflowY="auto" tabIndex={0} aria-label="Rows skipped as already imported">
                <List.Root gap="1" textStyle="sm" ps="5">
                  {alreadyImported.slice(0, LISTED).map((item) => (
                    <List.Item key={item.row}>
                      Row {item.row}: {item.message}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
              {skippedCount > LISTED && (
                <Text textStyle="sm" color="fg.muted">
                  And {number(skippedCount - LISTED)} more.
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="primary">
          <RouterLink to="/transaction" onClick={onLeave}>
            View transactions
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={onChooseAnother}>
          Import another file
        </Button>
      </Stack>
    </Stack>
  );
}
