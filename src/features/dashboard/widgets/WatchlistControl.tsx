/**
 * A watchlist widget's list: the user's first (the default), one of the user's watchlists by
 * name, or a new one, named here and created at once (the spec's watchlistOptions: id and name
 * of each list, plus a create-new entry). The lists are the cached ones, never copied into the
 * widget's config.
 */
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_NAME } from '../../../../common/limits';
import { useWatchlistActions, useWatchlists } from '../../../data/watchlists';
import { errorMessage } from '../../../ui/errorMessage';
import { NAME_PROBLEM } from '../../../widgets/sharedWatchlist/WatchlistNameDialog';
import { SettingSelect } from '../../profile/SettingSelect';

const NEW_LIST = '__new__';

export interface WatchlistControlProps {
  label: string;
  help?: string | undefined;
  value: string;
  onChange: (value: unknown) => void;
}

export function WatchlistControl({ label, help, value, onChange }: WatchlistControlProps) {
  const { data, loading, error } = useWatchlists();
  const actions = useWatchlistActions();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const lists = data?.userWatchlists ?? [];
  // A list deleted since it was chosen stays shown, so opening the settings never changes it.
  const stale = value !== '' && data && !lists.some((list) => list._id === value) ? [{ value, label: 'A deleted watchlist (your first is shown)' }] : [];
  const options = [{ value: '', label: 'Your first watchlist' }, ...lists.map((list) => ({ value: list._id, label: list.name })), ...stale, { value: NEW_LIST, label: 'New watchlist…' }];
  const status = loading && !data ? 'Loading your watchlists…' : error && !data ? 'Your watchlists could not be loaded.' : undefined;

  function choose(next: string) {
    setCreating(next === NEW_LIST);
    if (next !== NEW_LIST) onChange(next);
  }

  async function create() {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_NAME) return setProblem(NAME_PROBLEM);
    setPending(true);
    setProblem(null);
    try {
      const created = await actions.create(trimmed);
      onChange(created._id);
      setCreating(false);
      setName('');
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <SettingSelect label={label} helperText={status ?? help} value={creating ? NEW_LIST : value} options={options} onChange={choose} />
      {creating ? (
        <Field.Root invalid={problem !== null}>
          <Field.Label>New watchlist’s name</Field.Label>
          <HStack gap="2" w="full">
            <Input
              value={name}
              autoFocus
              onChange={(event) => setName(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter creates the list rather than saving the settings.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void create();
                }
              }}
            />
            <Button type="button" variant="outline" loading={pending} onClick={() => void create()}>
              Create
            </Button>
          </HStack>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
    </>
  );
}
