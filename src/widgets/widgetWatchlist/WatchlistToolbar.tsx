/**
 * Above the table: which of the user's watchlists is shown (and "New watchlist…", the spec's
 * create-new option), and a menu to rename, move or delete it. An embed shows the list's name only.
 */
import { HStack, IconButton, Menu, NativeSelect, Portal, Text } from '@chakra-ui/react';
import type { WatchlistItem } from '../../data/watchlists';
import { strokeIcon } from '../../ui/icons';

const DotsIcon = strokeIcon('DotsIcon', [<circle key="a" cx="6" cy="12" r="1" />, <circle key="b" cx="12" cy="12" r="1" />, <circle key="c" cx="18" cy="12" r="1" />]);

export const NEW_WATCHLIST = '__new__';

export interface WatchlistToolbarProps {
  lists: readonly WatchlistItem[];
  selected: WatchlistItem;
  onSelect: (watchlistId: string) => void;
  onCreate: () => void;
  onRename: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}

export function WatchlistToolbar({ lists, selected, onSelect, onCreate, onRename, onMove, onDelete }: WatchlistToolbarProps) {
  const index = lists.findIndex((list) => list._id === selected._id);
  return (
    <HStack gap="1" minW="0">
      <NativeSelect.Root size="xs" width="auto" minW="0" flexShrink="1">
        <NativeSelect.Field
          aria-label="Watchlist"
          value={selected._id}
          maxW="52"
          onChange={(event) => (event.currentTarget.value === NEW_WATCHLIST ? onCreate() : onSelect(event.currentTarget.value))}
        >
          {lists.map((list) => (
            <option key={list._id} value={list._id}>
              {list.name}
            </option>
          ))}
          <option value={NEW_WATCHLIST}>New watchlist…</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton aria-label={`Actions of watchlist ${selected.name}`} title="Watchlist actions" size="2xs" variant="ghost" color="fg.muted">
            <DotsIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="rename" onSelect={onRename}>
                Rename…
              </Menu.Item>
              <Menu.Item value="earlier" disabled={index <= 0} onSelect={() => onMove(-1)}>
                Move earlier in your lists
              </Menu.Item>
              <Menu.Item value="later" disabled={index < 0 || index >= lists.length - 1} onSelect={() => onMove(1)}>
                Move later in your lists
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
                Delete watchlist…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

/** An embed's heading: the list's name, nothing to change. */
export function WatchlistName({ name }: { name: string }) {
  return (
    <Text textStyle="sm" fontWeight="semibold" truncate>
      {name}
    </Text>
  );
}
