/**
 * /app/transaction: every transaction in one fast table. Filters and sort live in the URL;
 * sorting and filtering are memoised passes over the cached list (sort first, then filter, so a
 * filter change is one pass and no sort); the table renders only the rows in view.
 */
import { Alert, Box, Button, CloseButton, Flex, HStack, Heading, Text, useMediaQuery } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toaster } from '../../../ui/toaster';
import { formatNumber } from '../../../lib/format';
import { clearSliceError } from '../../../data/slices';
import { useTransactions } from '../../../data/transactions';
import { ExportMenu } from '../export/ExportMenu';
import { DeleteTransactionsDialog } from './DeleteTransactionsDialog';
import { LoadFailed, LoadingRows, NoMatch, NoTransactions } from './TransactionListStates';
import { TransactionTable, editPath, type SelectAllState } from './TransactionTable';
import { PendingActionsList } from '../../corporateActions/PendingActionsList';
import { TransactionsToolbar, type FiltersUpdate } from './TransactionsToolbar';
import { loadColumnVisibility, saveColumnVisibility } from './columnVisibility';
import { PlusIcon, TrashIcon, UploadIcon } from '../../../ui/listIcons';
import { visibleColumns, type ColumnId, type ColumnVisibility } from './transactionColumns';
import {
  NO_FILTERS,
  filterOptions,
  filterTransactions,
  filtersFromParams,
  hasFilters,
  nextSort,
  sortFromParams,
  sortTransactions,
  withFilters,
  withSort,
  type TransactionSort,
} from './transactionFilters';
import { useDisplaySettings } from './useDisplaySettings';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';

/** Below this width rows become cards (the sm breakpoint, 600 px). */
const COMPACT_QUERY = '(max-width: 599.98px)';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

interface Selection {
  /** The filters the selection was made under: other filters start with nothing selected. */
  filterKey: string;
  ids: ReadonlySet<string>;
}

export function TransactionsScreen() {
  const { transactions, loading, refetch, status, error, firstLoad } = useTransactions();
  const context = useDisplaySettings();
  const navigate = useNavigate();
  const [params, updateParams] = useSearchParamsUpdate();
  const [compact = false] = useMediaQuery([COMPACT_QUERY], { ssr: false });
  const { hash } = useLocation();

  // Keyed by their URL form, so a change elsewhere in the URL does not redo the passes.
  const filterKey = withFilters(new URLSearchParams(), filtersFromParams(params)).toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(filterKey)), [filterKey]);
  const { column: sortColumn, direction: sortDirection } = sortFromParams(params);
  const sort = useMemo<TransactionSort>(() => ({ column: sortColumn, direction: sortDirection }), [sortColumn, sortDirection]);

  const sorted = useMemo(() => sortTransactions(transactions, sort), [transactions, sort]);
  const rows = useMemo(() => filterTransactions(sorted, filters), [sorted, filters]);
  const options = useMemo(() => filterOptions(transactions), [transactions]);

  const [visibility, setVisibility] = useState<ColumnVisibility>(() => loadColumnVisibility());
  const columns = useMemo(() => visibleColumns(visibility), [visibility]);
  useEffect(() => saveColumnVisibility(visibility), [visibility]);

  const [selection, setSelection] = useState<Selection>({ filterKey: '', ids: NOTHING_SELECTED });
  const selected = selection.filterKey === filterKey ? selection.ids : NOTHING_SELECTED;
  // Only rows still listed count: deleted ones leave the cache, and so the selection.
  const selectedIds = useMemo(() => (selected.size ? rows.filter((row) => selected.has(row._id)).map((row) => row._id) : []), [rows, selected]);
  const selectAll: SelectAllState = selectedIds.length === 0 ? 'none' : selectedIds.length === rows.length ? 'all' : 'some';
  const [deleteOpen, setDeleteOpen] = useState(false);

  const onSelect = useCallback(
    (id: string, checked: boolean) =>
      setSelection((previous) => {
        const ids = new Set(previous.filterKey === filterKey ? previous.ids : NOTHING_SELECTED);
        if (checked) ids.add(id);
        else ids.delete(id);
        return { filterKey, ids };
      }),
    [filterKey],
  );
  const onSelectAll = useCallback(
    (checked: boolean) => setSelection({ filterKey, ids: checked ? new Set(rows.map((row) => row._id)) : NOTHING_SELECTED }),
    [filterKey, rows],
  );
  const clearSelection = () => setSelection({ filterKey, ids: NOTHING_SELECTED });

  const onOpen = useCallback((id: string) => navigate(editPath(id)), [navigate]);
  const onSort = useCallback((column: ColumnId) => updateParams((current) => withSort(current, nextSort(sortFromParams(current), column))), [updateParams]);
  const onSortChange = useCallback((next: TransactionSort) => updateParams((current) => withSort(current, next)), [updateParams]);
  const onFiltersChange = useCallback(
    (update: FiltersUpdate) =>
      updateParams((params) => {
        const current = filtersFromParams(params);
        return withFilters(params, { ...current, ...(typeof update === 'function' ? update(current) : update) });
      }),
    [updateParams],
  );
  const onClearFilters = useCallback(() => updateParams((current) => withFilters(current, NO_FILTERS)), [updateParams]);

  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    try {
      await refetch();
    } catch {
      // The query's error is the slice's error (useTransactions), which the screen shows.
    } finally {
      setRetrying(false);
    }
  }

  function deleted(count: number) {
    setDeleteOpen(false);
    clearSelection();
    toaster.create({ title: `Deleted ${formatNumber(count, context)} transaction${count === 1 ? '' : 's'}`, type: 'success' });
  }

  const total = transactions.length;

  const filtered = hasFilters(filters);
  const failedToLoad = status === 'failed' && !firstLoad && total === 0;
  const ready = !loading && !failedToLoad;
  const showPending = ready && total > 0;
  // Banners elsewhere link here (#pending-actions): the list is brought into view once it shows.
  useEffect(() => {
    if (showPending && hash === '#pending-actions') document.getElementById('pending-actions')?.scrollIntoView?.({ block: 'start' });
  }, [showPending, hash]);

  let content;
  if (failedToLoad) content = <LoadFailed message={error ?? 'Request failed'} onRetry={retry} retrying={retrying} />;
  else if (loading) content = <LoadingRows />;
  else if (total === 0) content = <NoTransactions />;
  else if (rows.length === 0) content = <NoMatch onClearFilters={onClearFilters} />;
  else
    content = (
      <TransactionTable
        rows={rows}
        columns={columns}
        context={context}
        sort={sort}
        onSort={onSort}
        onSortChange={onSortChange}
        selected={selected}
        onSelect={onSelect}
        selectAll={selectAll}
        onSelectAll={onSelectAll}
        onOpen={onOpen}
        compact={compact}
      />
    );

  return (
    <Flex direction="column" h="full" gap="4" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack align="baseline" gap="3">
          <Heading as="h1" size="2xl">
            Transactions
          </Heading>
          {ready && total > 0 && (
            <Text color="fg.muted" fontVariantNumeric="tabular-nums" aria-live="polite">
              {filtered ? `${formatNumber(rows.length, context)} of ${formatNumber(total, context)}` : formatNumber(total, context)}
            </Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm">
            <RouterLink to="/transaction/add">
              <PlusIcon /> Add
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/transaction/import">
              <UploadIcon /> Import
            </RouterLink>
          </Button>
          <ExportMenu transactions={transactions} rows={rows} columns={columns} context={context} disabled={!ready || total === 0} />
        </HStack>
      </Flex>

      {showPending && (
        <Box maxH="40vh" overflowY="auto" flexShrink={0} id="pending-actions">
          <PendingActionsList />
        </Box>
      )}

      {ready && total > 0 && (
        <TransactionsToolbar
          filters={filters}
          options={options}
          onFiltersChange={onFiltersChange}
          onClearFilters={onClearFilters}
          visibility={visibility}
          onVisibilityChange={setVisibility}
          compact={compact}
        />
      )}

      {status === 'failed' && error && !failedToLoad && !deleteOpen && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" colorPalette="red" onClick={retry} loading={retrying}>
            Retry
          </Button>
          <CloseButton size="xs" aria-label="Dismiss" onClick={() => clearSliceError('transactions')} />
        </Alert.Root>
      )}

      {selectedIds.length > 0 && (
        <HStack gap="2" wrap="wrap" px="3" py="2" rounded="l2" bg="colorPalette.subtle">
          <Text fontSize="sm" fontWeight="medium" me="auto">
            {formatNumber(selectedIds.length, context)} selected
          </Text>
          <Button size="xs" variant="ghost" onClick={clearSelection}>
            Clear selection
          </Button>
          <Button size="xs" colorPalette="red" onClick={() => setDeleteOpen(true)}>
            <TrashIcon /> Delete selected ({formatNumber(selectedIds.length, context)})
          </Button>
        </HStack>
      )}

      <Box flex="1" minH="80">
        {content}
      </Box>

      <DeleteTransactionsDialog open={deleteOpen} ids={selectedIds} onClose={() => setDeleteOpen(false)} onDeleted={deleted} />
    </Flex>
  );
}
