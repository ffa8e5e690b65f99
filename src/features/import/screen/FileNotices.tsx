import { Alert, List, Text } from '@chakra-ui/react';
import type { ImportFileInfo } from '../pipeline/importPreview';

const FORMATS: Readonly<Record<ImportFileInfo['format'], string>> = { csv: 'CSV', xml: 'XML', xlsx: 'Excel workbook', json: 'JSON' };

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "trades.csv · Interactive Brokers Flex statement · CSV, UTF-8 · 1.2 KB". */
export function describeFile(file: ImportFileInfo): string {
  const reader = file.reader === 'ibkrFlex' ? 'Interactive Brokers Flex statement' : file.reader === 'ledgerExport' ? 'ledger export of this app' : 'columns matched by you';
  const format = [FORMATS[file.format], file.encoding?.toUpperCase(), file.sheetName && `sheet “${file.sheetName}”`].filter(Boolean).join(', ');
  return [file.name, reader, format, size(file.size)].join(' · ');
}

/** What the user should know about how the file was read (encoding fallback, formulas, other sheets). */
export function FileNotices({ file }: { file: ImportFileInfo }) {
  if (file.notices.length === 0) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>How the file was read</Alert.Title>
        <Alert.Description>
          {file.notices.length === 1 ? (
            <Text>{file.notices[0]}</Text>
          ) : (
            <List.Root ps="5" gap="1">
              {file.notices.map((notice) => (
                <List.Item key={notice}>{notice}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
