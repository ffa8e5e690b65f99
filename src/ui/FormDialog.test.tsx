import { Input } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { DialogShell } from './DialogShell';
import { DialogForm } from './FormDialog';
import { useDialogSubmit } from './useDialogSubmit';

/** A dialog as the app builds them: the shell, and a form in it that owns what is typed. */
function RenameDialog({ send, onClosed }: { send: (name: string) => Promise<void>; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <DialogShell open={open} onClose={close}>
      <RenameForm send={send} onClose={close} />
    </DialogShell>
  );
}

function RenameForm({ send, onClose }: { send: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('');
  const { pending, failure, fail, run } = useDialogSubmit(onClose);
  return (
    <DialogForm
      title="Rename"
      onSubmit={() => (name.trim() ? run(() => send(name)) : fail('Enter a name.'))}
      pending={pending}
      failure={failure}
      submitLabel="Save name"
    >
      <Input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
    </DialogForm>
  );
}

function renderDialog(send: (name: string) => Promise<void>) {
  const onClosed = jest.fn();
  renderWithTheme(<RenameDialog send={send} onClosed={onClosed} />);
  return onClosed;
}

describe('DialogShell with DialogForm', () => {
  it('sends what was typed and closes once the send succeeded', async () => {
    const send = jest.fn(() => Promise.resolve());
    const onClosed = renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Savings{Enter}');

    expect(send).toHaveBeenCalledWith('Savings');
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal in the dialog and keeps what was typed for another try', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('That name is taken.')).mockResolvedValueOnce(undefined);
    const onClosed = renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });

    await userEvent.type(name, 'Savings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That name is taken.');
    expect(name).toHaveValue('Savings');
    expect(within(dialog).getByRole('button', { name: 'Save name' })).toBeEnabled();
    expect(onClosed).not.toHaveBeenCalled();

    // The second try clears the message and goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends once however often the user presses while the send is on its way', async () => {
    let answer: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const onClosed = renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    // Taken before sending: while busy the button shows a spinner instead of its name.
    const save = within(dialog).getByRole('button', { name: 'Save name' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Savings{Enter}{Enter}');
    expect(save).toBeDisabled();
    await userEvent.click(save);

    expect(send).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it("shows the form's own check in the same place, without sending", async () => {
    const send = jest.fn(() => Promise.resolve());
    renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a name.');
    expect(send).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const send = jest.fn(() => Promise.resolve());
    const onClosed = renderDialog(send);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });
});
