/**
 * The watchlist widget: one of the user's watchlists (the chosen one, else the first) with live
 * prices, and everything to keep the lists: create, rename, move, delete, add a ticker, reorder
 * entries, set alerts, remove. An embed (read by an embed token, no account) shows the table only.
 */
import { Button, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { useContext, useState } from 'react';
import { MAX_MARKET_SYMBOLS } from '../../../common/market';
import type { WatchlistAlerts } from '../../../common/watchlists';
import { useWatchlistActions, useWatchlists, type WatchlistEntryItem, type WatchlistItem } from '../../data/watchlists';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { errorMessage } from '../../ui/errorMessage';
import { PlusIcon } from '../../ui/listIcons';
import { toaster } from '../../ui/toaster';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { ViewerSettingsContext } from '../framework/viewerSettings';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { useMarketQuotes } from '../sharedMarket/useMarketQuotes';
import { useTableState } from '../sharedTable/useTableState';
import { WatchlistNameDialog } from '../sharedWatchlist/WatchlistNameDialog';
import { AddTickerForm } from './AddTickerForm';
import { AlertsDialog } from './AlertsDialog';
import type { WatchlistConfig } from './definition';
import { USER_ORDER, WATCHLIST_VISIBILITY } from './watchlistColumns';
import { movedOrder, startsAscending, watchlistRows } from './watchlistRows';
import { WatchlistName, WatchlistToolbar } from './WatchlistToolbar';
import { WatchlistTable, type RowActions } from './WatchlistTable';

type Naming = { kind: 'create' } | { kind: 'rename'; list: WatchlistItem } | null;

/** Rows per page: one quotes request names at most this many symbols. */
export const PAGE_SIZE = MAX_MARKET_SYMBOLS;

/** A failed action's toast: what did not happen, and the server's reason. */
const failed = (title: string) => (error: unknown) => void toaster.create({ type: 'error', title, description: errorMessage(error) });

function NoWatchlists({ readOnly, onCreate }: { readOnly: boolean; onCreate: () => void }) {
  return (
    <VStack h="full" justify="center" gap="2" textAlign="center" data-state="empty" px="2">
      <Text color="fg.muted" textStyle="sm">
        {readOnly ? 'No watchlist to show.' : 'No watchlists yet: make one to follow securities you do not hold.'}
      </Text>
      {readOnly ? null : (
        <Button size="xs" variant="outline" onClick={onCreate}>
          <PlusIcon />
          Create a watchlist
        </Button>
      )}
    </VStack>
  );
}

interface WatchlistViewProps {
  lists: readonly WatchlistItem[];
  config: WatchlistConfig;
  readOnly: boolean;
  chosen: string;
  onChoose: (watchlistId: string) => void;
  onCreate: () => void;
  onRename: (list: WatchlistItem) => void;
  onDelete: (list: WatchlistItem) => void;
}

function WatchlistView({ lists, config, readOnly, chosen, onChoose, onCreate, onRename, onDelete }: WatchlistViewProps) {
  const selected = lists.find((list) => list._id === chosen) ?? lists[0]!;
  const table = useTableState(config, { naturalSort: USER_ORDER, startsAscending, defaultVisibility: WATCHLIST_VISIBILITY });
  const actions = useWatchlistActions();
  const [alertsFor, setAlertsFor] = useState<WatchlistEntryItem | null>(null);
  const [page, setPage] = useState(0);

  const entries = selected.entries;
  // The page's symbols in an order that does not depend on the quotes, so asking for them cannot
  // change which are asked for.
  const pages = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const pageOf = <T,>(items: readonly T[]) => items.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE);
  const pageSymbols = pageOf(watchlistRows(entries, [], table.sort)).map((row) => row.entry.symbol);
  const quotes = useMarketQuotes({ tickers: pageSymbols }, undefined, { skip: pageSymbols.length === 0 });
  const rows = pageOf(watchlistRows(entries, quotes.data?.marketQuotes.quotes ?? [], table.sort));

  const inUserOrder = table.sort.field === 'sortOrder' && table.sort.sort === 'asc';
  const rowActions: RowActions | null = readOnly
    ? null
    : {
        ...(inUserOrder
          ? {
              move: (entry: WatchlistEntryItem, step: -1 | 1) => {
                const order = movedOrder(entries, entries.findIndex((candidate) => candidate._id === entry._id), step);
                if (order) actions.reorderEntries(selected, order).catch(failed(`${entry.symbol} was not moved`));
              },
            }
          : {}),
        remove: (entry) => void actions.removeEntry(entry._id).catch(failed(`${entry.symbol} was not removed`)),
        editAlerts: setAlertsFor,
      };

  function moveList(step: -1 | 1) {
    const order = movedOrder(lists, lists.indexOf(selected), step);
    if (order) actions.reorder(order).catch(failed('The watchlists were not reordered'));
  }

  return (
    <Stack h="full" gap="2" minH="0">
      <HStack gap="2" flexWrap="wrap" flexShrink="0" justify="space-between">
        {readOnly ? (
          <WatchlistName name={selected.name} />
        ) : (
          <>
            <WatchlistToolbar lists={lists} selected={selected} onSelect={onChoose} onCreate={onCreate} onRename={() => onRename(selected)} onMove={moveList} onDelete={() => onDelete(selected)} />
            <AddTickerForm symbols={entries.map((entry) => entry.symbol)} onAdd={(symbol) => actions.addEntry(selected._id, symbol)} />
          </>
        )}
      </HStack>
      <Stack flex="1" minH="0">
        <WatchlistTable
          name={selected.name}
          rows={rows}
          table={table}
          actions={rowActions}
          footnote={
            <HStack gap="2" justify="space-between" textStyle="xs" color="fg.muted">
              <Text>
                {entries.length === 1 ? '1 security' : `${entries.length} securities`}
                {quotes.error ? ' · prices could not be loaded' : ''}
                {!readOnly && !inUserOrder && entries.length > 1 ? ' · sort by # to reorder' : ''}
              </Text>
              {pages > 1 ? (
                <HStack gap="1">
                  <Button size="2xs" variant="ghost" disabled={shownPage === 0} onClick={() => setPage(shownPage - 1)}>
                    Previous
                  </Button>
                  <Text>
                    {shownPage + 1} / {pages}
                  </Text>
                  <Button size="2xs" variant="ghost" disabled={shownPage >= pages - 1} onClick={() => setPage(shownPage + 1)}>
                    Next
                  </Button>
                </HStack>
              ) : null}
            </HStack>
          }
        />
      </Stack>
      <AlertsDialog entry={alertsFor} onClose={() => setAlertsFor(null)} onSave={(entryId: string, alerts: WatchlistAlerts) => actions.setAlerts(entryId, alerts)} />
    </Stack>
  );
}

export function Watchlist({ config }: WidgetComponentProps<WatchlistConfig>) {
  const readOnly = useContext(ViewerSettingsContext) !== null;
  const result = useWatchlists();
  const actions = useWatchlistActions();
  const [chosen, setChosen] = useSavedConfigValue('selectedWatchlist', config.selectedWatchlist);
  const [naming, setNaming] = useState<Naming>(null);
  const [deleting, setDeleting] = useState<WatchlistItem | null>(null);

  return (
    <>
      <WidgetState result={result} select={(data) => data.userWatchlists} isEmpty={() => false} emptyText="" type="Table">
        {(lists) =>
          lists.length === 0 ? (
            <NoWatchlists readOnly={readOnly} onCreate={() => setNaming({ kind: 'create' })} />
          ) : (
            <WatchlistView
              lists={lists}
              config={config}
              readOnly={readOnly}
              chosen={chosen}
              onChoose={setChosen}
              onCreate={() => setNaming({ kind: 'create' })}
              onRename={(list) => setNaming({ kind: 'rename', list })}
              onDelete={setDeleting}
            />
          )
        }
      </WidgetState>
      <WatchlistNameDialog
        open={naming !== null}
        onClose={() => setNaming(null)}
        {...(naming?.kind === 'rename' ? { current: naming.list.name } : {})}
        onSave={async (name) => {
          if (naming?.kind === 'rename') return actions.rename(naming.list._id, name);
          const created = await actions.create(name);
          setChosen(created._id);
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete watchlist “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete watchlist"
        cascadeLabel="Delete watchlist"
        failedTitle="The watchlist was not deleted"
        onConfirm={async () => {
          if (!deleting) return;
          await actions.remove(deleting._id);
          // The widget then shows the user's first list: say so in its settings too.
          if (chosen === deleting._id) setChosen('');
        }}
      >
        <Text>Its {deleting?.entries.length ?? 0} securities and their alerts go with it. This cannot be undone.</Text>
      </ConfirmDeleteDialog>
    </>
  );
}
