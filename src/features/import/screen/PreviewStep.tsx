/**
 * Step 4 and 5: every row of the file with its standing, the target portfolio and account, the
 * rows left out by the user, and the import itself: the rows are staged on the server while the
 * preview is shown (usePrestagedImport), and Import commits them at once. Until the commit
 * answers nothing is written; on any failure the preview stays for a retry.
 */
import { Alert, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../ui/errorMessage';
import { useCurrentUser } from '../../../data/useCurrentUser';
import { FREE_IMPORT_ROWS } from '../../../../common/billing';
import { PlanPrompt } from '../../billing/PlanPrompt';
import { usePlanPrompt } from '../../billing/usePlanPrompt';
import { rememberChoice } from '../../transaction/form/rememberedChoice';
import { useLedgerChoices, type LedgerChoices } from '../../transaction/form/useLedgerChoices';
import type { ImportPreview } from '../pipeline/importPreview';
import { FileNotices, describeFile } from './FileNotices';
import { ImportProgress } from './ImportProgress';
import { ImportResultView, type ImportedResult } from './ImportResultView';
import { ImportTargetFields } from './ImportTargetFields';
import { PreviewTable } from './PreviewTable';
import {
  FILTER_LABELS,
  ROW_FILTERS,
  filterCount,
  filterRows,
  groupProblems,
  problemRowNumbers,
  rowsToImport,
  summarise,
  type PreviewSummary,
  type RowFilter,
} from './previewRows';
import { useImportApi } from './useImportUpload';
import { uploadImport, type UploadOutcome, type UploadProgress } from './uploadImport';
import { usePrestagedImport, type PrestageState } from './usePrestagedImport';
import { useImportDryRun, type DryRunState } from './useImportDryRun';

export interface PreviewStepProps {
  preview: ImportPreview;
  onChooseAnother: () => void;
  /** For files read through the column mapping: back to it. */
  onChangeMapping?: () => void;
  /** Called when the user follows a link away (the dialog closes). */
  onLeave?: () => void;
  /** True while rows are being sent (a dialog must not close then). */
  onBusyChange?: (busy: boolean) => void;
}

type Upload =
  | { phase: 'idle' }
  | { phase: 'running'; progress: UploadProgress }
  /** The server refused rows; they are marked in the table. */
  | { phase: 'refused'; rows: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done'; result: ImportedResult };

const NO_PROBLEMS: ReadonlyMap<number, readonly string[]> = new Map();
const NONE_EXCLUDED: ReadonlySet<number> = new Set();

const plural = (count: number, one: string, many: string, locale: string | null) => `${formatNumber(count, { locale })} ${count === 1 ? one : many}`;

function blockReason(summary: PreviewSummary, choices: LedgerChoices, locale: string | null): string | null {
  if (summary.blocking > 0) {
    return `${plural(summary.blocking, 'row has', 'rows have', locale)} problems: exclude ${summary.blocking === 1 ? 'it' : 'them'}, or fix the file and choose it again.`;
  }
  if (summary.toImport === 0) return 'There is nothing to import: every row is already imported, skipped or excluded.';
  if (choices.loading) return 'Loading your portfolios and accounts…';
  if (!choices.portfolioId) return 'Choose the portfolio to import into.';
  if (!choices.accountId) return 'Choose the broker account the trades were made in.';
  return null;
}

function progressLabel(progress: UploadProgress, locale: string | null): { label: string; percent: number | null } {
  if (progress.phase === 'uploading') {
    return {
      label: `Uploading ${formatNumber(progress.sent, { locale })} of ${plural(progress.total, 'row', 'rows', locale)}`,
      percent: progress.total === 0 ? 0 : (progress.sent / progress.total) * 100,
    };
  }
  return { label: `Saving ${plural(progress.total, 'transaction', 'transactions', locale)}…`, percent: null };
}

/** What the Problems count rests on: the file's checks alone, or the commit's dry run as well. */
const DRY_RUN_HINTS: Readonly<Record<DryRunState['status'], string>> = {
  waiting: 'Ledger check once a portfolio and account are chosen',
  checking: 'Checking with your ledger…',
  passed: 'Checked with your ledger',
  refused: 'Checked with your ledger',
};

/** While Import waits for the stage still being sent, its progress is the stage's. */
function waitingFor(progress: UploadProgress, prestage: PrestageState): UploadProgress {
  if (progress.phase === 'uploading' && prestage.status === 'staging') return { phase: 'uploading', sent: prestage.sent, total: prestage.total };
  return progress;
}

export function PreviewStep({ preview, onChooseAnother, onChangeMapping, onLeave, onBusyChange }: PreviewStepProps) {
  const locale = useCurrentUser()?.userLocale ?? null;
  const choices = useLedgerChoices();
  const { api, afterImport } = useImportApi();
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(NONE_EXCLUDED);
  const [reportedProblems, setReportedProblems] = useState<ReadonlyMap<number, readonly string[]>>(NO_PROBLEMS);
  const [filter, setFilter] = useState<RowFilter>('all');
  const [state, setState] = useState<Upload>({ phase: 'idle' });
  const headingId = useId();
  const reasonId = useId();

  const { rows } = preview;
  // Everything the preview would import, whatever the user excludes later (excludeRows at commit).
  const stageable = useMemo(() => rowsToImport(rows, NONE_EXCLUDED, NO_PROBLEMS), [rows]);
  const prestage = usePrestagedImport(api, stageable);
  const stagedImport = prestage.state.status === 'staged' ? prestage.state.staged : null;
  const stagedProblems = stagedImport?.problems ?? null;
  const target = choices.portfolioId && choices.accountId ? { portfolioId: choices.portfolioId, accountId: choices.accountId } : null;
  const dryRunExcluded = useMemo(() => {
    const problemRows = new Set(stagedProblems?.map((problem) => problem.row));
    return stageable.filter((row) => excluded.has(row.row) || problemRows.has(row.row)).map((row) => row.row);
  }, [stageable, excluded, stagedProblems]);
  const dryRun = useImportDryRun(api, stagedImport, target, dryRunExcluded);
  // The server's problems: those the stage found, the dry run's refusal, and those an import reported.
  const serverProblems = useMemo(() => {
    const refused = dryRun.status === 'refused' && dryRun.row !== null ? [{ row: dryRun.row, message: dryRun.message }] : [];
    const found = [...(stagedProblems ?? []), ...refused];
    return found.length > 0 ? new Map([...groupProblems(found), ...reportedProblems]) : reportedProblems;
  }, [stagedProblems, dryRun, reportedProblems]);
  const summary = useMemo(() => summarise(rows, excluded, serverProblems), [rows, excluded, serverProblems]);
  const shown = useMemo(() => filterRows(rows, filter, excluded, serverProblems), [rows, filter, excluded, serverProblems]);
  const running = state.phase === 'running';
  const reason = blockReason(summary, choices, locale);
  const plan = usePlanPrompt();

  const onInclude = useCallback((row: number, include: boolean) => {
    setExcluded((current) => {
      const next = new Set(current);
      if (include) next.delete(row);
      else next.add(row);
      return next;
    });
  }, []);

  async function startImport() {
    if (reason || running) return;
    const target = { portfolioId: choices.portfolioId, accountId: choices.accountId };
    const chosen = rowsToImport(rows, excluded, serverProblems);
    if (!plan.allows('largeImports', chosen.length > FREE_IMPORT_ROWS)) return;
    rememberChoice('portfolio', target.portfolioId);
    rememberChoice('account', target.accountId);
    setState({ phase: 'running', progress: { phase: 'uploading', sent: 0, total: chosen.length } });
    onBusyChange?.(true);
    try {
      const staged = await prestage.staged();
      let outcome: UploadOutcome;
      if (staged) {
        const chosenRows = new Set(chosen.map((row) => row.row));
        // Problems the stage found while the user was already waiting for it.
        const refused = staged.problems.filter((problem) => chosenRows.has(problem.row));
        if (refused.length > 0) {
          outcome = { kind: 'problems', problems: refused };
        } else {
          setState({ phase: 'running', progress: { phase: 'committing', total: chosen.length } });
          const left = stageable.filter((row) => !chosenRows.has(row.row)).map((row) => row.row);
          try {
            const result = await api.commit(staged.importId, target, left);
            prestage.committed(staged.importId);
            outcome = { kind: 'imported', inserted: result.inserted, skipped: result.skipped };
          } catch (error) {
            // A fresh stage for the retry: this one may have expired or been claimed.
            prestage.restart();
            throw error;
          }
        }
      } else {
        outcome = await uploadImport(api, chosen, target, (progress) => setState({ phase: 'running', progress }));
      }
      if (outcome.kind === 'problems') {
        const found = groupProblems(outcome.problems);
        setReportedProblems((current) => new Map([...current, ...found]));
        setFilter('problems');
        setState({ phase: 'refused', rows: found.size });
      } else {
        afterImport(outcome.inserted);
        setState({ phase: 'done', result: { inserted: outcome.inserted, serverSkipped: outcome.skipped } });
      }
    } catch (error) {
      // Refused for want of the plan: the prompt says so, and the rows wait for another try.
      setState(plan.fromError(error) ? { phase: 'idle' } : { phase: 'failed', message: errorMessage(error) });
    } finally {
      onBusyChange?.(false);
    }
  }

  if (state.phase === 'done') {
    return <ImportResultView result={state.result} preview={preview} excluded={excluded} locale={locale} onChooseAnother={onChooseAnother} onLeave={onLeave} />;
  }

  const progress = state.phase === 'running' ? progressLabel(waitingFor(state.progress, prestage.state), locale) : null;
  const checking = prestage.state.status === 'staging' ? prestage.state : null;

  return (
    <Stack gap="5" as="section" aria-labelledby={headingId}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" id={headingId}>
            Check the rows before importing
          </Heading>
          <Text color="fg.muted" textStyle="sm" wordBreak="break-word">
            {describeFile(preview.file)}
          </Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink="0">
          {onChangeMapping && (
            <Button variant="outline" size="sm" onClick={onChangeMapping} disabled={running}>
              Change column matching
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onChooseAnother} disabled={running}>
            Choose another file
          </Button>
        </Stack>
      </Stack>
      <FileNotices file={preview.file} />

      <Card.Root bg="bg.panel">
        <Card.Body>
          <ImportTargetFields choices={choices} disabled={running} onLeave={onLeave} />
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 2, md: summary.excluded > 0 ? 5 : 4 }} gap="3" role="status" aria-live="polite" aria-label="Summary">
        <Count label="To import" value={summary.toImport} palette="green" locale={locale} />
        <Count label="Problems" value={summary.problems} palette="red" locale={locale} hint={DRY_RUN_HINTS[dryRun.status]} />
        <Count label="Already imported" value={summary.alreadyImported} palette="blue" locale={locale} />
        <Count label="Skipped" value={summary.skipped} palette="gray" locale={locale} hint="Each with its reason" />
        {summary.excluded > 0 && <Count label="Excluded by you" value={summary.excluded} palette="gray" locale={locale} />}
      </SimpleGrid>

      <Stack gap="3">
        <HStack role="group" aria-label="Show rows" gap="2" flexWrap="wrap">
          {ROW_FILTERS.filter((candidate) => candidate !== 'excluded' || summary.excluded > 0).map((candidate) => (
            <Button
              key={candidate}
              size="xs"
              rounded="full"
              colorPalette="primary"
              variant={filter === candidate ? 'solid' : 'outline'}
              aria-pressed={filter === candidate}
              onClick={() => setFilter(candidate)}
            >
              {FILTER_LABELS[candidate]} ({formatNumber(filterCount(candidate, summary), { locale })})
            </Button>
          ))}
        </HStack>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="2">
          <Text textStyle="sm" color="fg.muted">
            Rows cannot be edited here: to fix one, correct the file and choose it again.
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {summary.blocking > 0 && (
              <Button size="sm" variant="outline" colorPalette="red" disabled={running} onClick={() => setExcluded((current) => new Set([...current, ...problemRowNumbers(rows, serverProblems)]))}>
                Exclude all rows with problems
              </Button>
            )}
            {summary.excluded > 0 && (
              <Button size="sm" variant="ghost" disabled={running} onClick={() => setExcluded(NONE_EXCLUDED)}>
                Include all rows again
              </Button>
            )}
          </HStack>
        </Stack>
        <PreviewTable
          key={filter}
          rows={rows}
          shown={shown}
          excluded={excluded}
          serverProblems={serverProblems}
          onInclude={onInclude}
          locked={running}
          locale={locale}
          emptyText={`No rows under “${FILTER_LABELS[filter]}”.`}
        />
      </Stack>

      {dryRun.status === 'refused' && dryRun.row === null && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your ledger would refuse this import</Alert.Title>
            <Alert.Description>{dryRun.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.phase === 'refused' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nothing was imported</Alert.Title>
            <Alert.Description>
              The server found problems in {plural(state.rows, 'row', 'rows', locale)}; {state.rows === 1 ? 'it is' : 'they are'} shown under Problems. Exclude{' '}
              {state.rows === 1 ? 'it' : 'them'}, or fix the file and choose it again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.phase === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nothing was imported</Alert.Title>
            <Alert.Description>
              <Text>{state.message}</Text>
              <Text mt="1">Your rows are still here: try again when the problem is solved.</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <PlanPrompt feature={plan.feature} onDismiss={plan.dismiss} />
      <Box pt="4" borderTopWidth="1px" borderColor="border.muted">
        {progress ? (
          <ImportProgress label={progress.label} percent={progress.percent} />
        ) : (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} justify="flex-end">
            {reason && (
              <Text id={reasonId} textStyle="sm" color="fg.muted" textAlign={{ base: 'start', sm: 'end' }}>
                {reason}
              </Text>
            )}
            {!reason && checking && (
              <Text textStyle="sm" color="fg.muted" textAlign={{ base: 'start', sm: 'end' }}>
                Checking the rows with the server: {formatNumber(checking.sent, { locale })} of {formatNumber(checking.total, { locale })}
              </Text>
            )}
            <Button colorPalette="primary" disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={() => void startImport()} flexShrink="0">
              {state.phase === 'failed' ? 'Try again' : `Import ${plural(summary.toImport, 'transaction', 'transactions', locale)}`}
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function Count({ label, value, palette, locale, hint }: { label: string; value: number; palette: string; locale: string | null; hint?: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="l2" bg="bg.panel" px="4" py="3" borderTopWidth="3px" borderTopColor={`${palette}.solid`}>
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="semibold">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatNumber(value, { locale })}
      </Text>
      {hint && (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}
