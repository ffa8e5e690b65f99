/**
 * Names a watchlist: a new one (with the name the user types) or one being renamed. Checks the
 * length the server checks (common/limits.ts) before sending, and shows the server's refusal
 * (the 20-list limit, say) in the dialog, which stays open with what was typed.
 */
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_NAME } from '../../../common/limits';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';

export const NAME_PROBLEM = `A watchlist's name must be 1 to ${MAX_NAME} characters.`;

export interface WatchlistNameDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current name when renaming; none for a new list. */
  current?: string;
  /** Sends the trimmed name; rejects with the server's error. */
  onSave: (name: string) => Promise<unknown>;
}

export function WatchlistNameDialog({ open, onClose, current, onSave }: WatchlistNameDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose}>
      <NameForm onClose={onClose} current={current} onSave={onSave} />
    </DialogShell>
  );
}

function NameForm({ onClose, current, onSave }: Omit<WatchlistNameDialogProps, 'open'>) {
  const [name, setName] = useState(current ?? '');
  const { pending, failure, fail, run } = useDialogSubmit(onClose);
  const renaming = current !== undefined;
  function submit() {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_NAME) return fail(NAME_PROBLEM);
    return run(async () => void (await onSave(trimmed)));
  }
  return (
    <DialogForm title={renaming ? `Rename watchlist “${current}”` : 'New watchlist'} onSubmit={submit} pending={pending} failure={failure} submitLabel={renaming ? 'Rename' : 'Create'} maxW="sm">
      <Field.Root required>
        <Field.Label>Name</Field.Label>
        <Input value={name} autoFocus placeholder="e.g. Dividend ideas" onChange={(event) => setName(event.currentTarget.value)} />
      </Field.Root>
    </DialogForm>
  );
}
