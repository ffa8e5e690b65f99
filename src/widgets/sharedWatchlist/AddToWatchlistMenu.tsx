/**
 * "Add to watchlist" for a security shown elsewhere (a screener row, a holding): a small menu of
 * the user's watchlists and "New watchlist…", which creates one and adds the security to it.
 * The lists are read only once the menu opens; the outcome is said in a toast.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useContext, useState } from 'react';
import { useWatchlistActions, useWatchlists } from '../../data/watchlists';
import { errorMessage } from '../../ui/errorMessage';
import { strokeIcon } from '../../ui/icons';
import { toaster } from '../../ui/toaster';
import { ViewerSettingsContext } from '../framework/viewerSettings';
import { WatchlistNameDialog } from './WatchlistNameDialog';

const EyePlusIcon = strokeIcon('EyePlusIcon', [
  <path key="eye" d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />,
  <circle key="pupil" cx="12" cy="12" r="2.5" />,
]);

const NEW_LIST = '__new__';

/** Nothing in an embed: its visitor has no account (and the owner's lists are not to be written). */
export function AddToWatchlistMenu({ symbol }: { symbol: string }) {
  const embedded = useContext(ViewerSettingsContext) !== null;
  return embedded ? null : <WatchlistMenu symbol={symbol} />;
}

function WatchlistMenu({ symbol }: { symbol: string }) {
  const [opened, setOpened] = useState(false);
  const [naming, setNaming] = useState(false);
  const { data, loading, error } = useWatchlists({ skip: !opened });
  const actions = useWatchlistActions();
  const lists = data?.userWatchlists ?? [];

  async function add(watchlistId: string, name: string) {
    try {
      await actions.addEntry(watchlistId, symbol);
      toaster.create({ type: 'success', title: `${symbol} is on “${name}”` });
    } catch (failure) {
      toaster.create({ type: 'error', title: `${symbol} was not added to “${name}”`, description: errorMessage(failure) });
    }
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(details) => {
          if (details.open) setOpened(true);
        }}>
        <Menu.Trigger asChild>
          <IconButton aria-label={`Add ${symbol} to a watchlist`} title="Add to watchlist" size="2xs" variant="ghost" color="fg.muted">
            <EyePlusIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Add {symbol} to</Menu.ItemGroupLabel>
                {loading && !data ? (
                  <Menu.Item value="loading" disabled>
                    Loading your watchlists…
                  </Menu.Item>
                ) : error && !data ? (
                  <Menu.Item value="failed" disabled>
                    Your watchlists could not be loaded
                  </Menu.Item>
                ) : (
                  lists.map((list) => (
                    <Menu.Item key={list._id} value={list._id} onSelect={() => void add(list._id, list.name)}>
                      {list.name}
                    </Menu.Item>
                  ))
                )}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value={NEW_LIST} onSelect={() => setNaming(true)}>
                New watchlist…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <WatchlistNameDialog
        open={naming}
        onClose={() => setNaming(false)}
        onSave={async (name) => {
          const created = await actions.create(name);
          await add(created._id, created.name);
        }}
      />
    </>
  );
}
