import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { List, Text } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

const IN_USE = new CombinedGraphQLErrors({
  errors: [new GraphQLError('Broker "IBKR" is used by 3 transactions; delete with cascade: true to delete them too.', { extensions: { code: 'IN_USE' } })],
});

/** The dialog opened from a button, as the screens do, with a heading to land on after the delete. */
function Screen({ onConfirm }: { onConfirm: (options: { cascade: boolean }) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1 tabIndex={-1}>Brokers</h1>
      <button onClick={() => setOpen(true)}>Delete IBKR</button>
      <ConfirmDeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete broker “IBKR”?"
        confirmLabel="Delete broker"
        cascadeLabel="Delete with its transactions"
        failedTitle="The broker was not deleted"
        onConfirm={onConfirm}
        afterDeleteFocus={() => screen.getByRole('heading', { name: 'Brokers', hidden: true })}
      >
        <Text>Its 2 accounts go with it:</Text>
        <List.Root>
          <List.Item>Individual</List.Item>
          <List.Item>Joint</List.Item>
        </List.Root>
      </ConfirmDeleteDialog>
    </>
  );
}

async function openDialog(onConfirm: (options: { cascade: boolean }) => Promise<void>) {
  renderWithTheme(<Screen onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete IBKR' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete broker “IBKR”?' });
  return within(dialog);
}

describe('ConfirmDeleteDialog', () => {
  it('lists what goes with the record and deletes it once confirmed, focus then on the page', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = await openDialog(onConfirm);
    expect(dialog.getByText('Its 2 accounts go with it:')).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Individual', 'Joint']);

    await userEvent.click(dialog.getByRole('button', { name: 'Delete broker' }));

    expect(onConfirm).toHaveBeenCalledWith({ cascade: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The button that opened it may be gone with the record: focus goes where the screen says.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Brokers' })).toHaveFocus());
  });

  it('shows a refusal with its reason and keeps the dialog open', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new CombinedGraphQLErrors({ errors: [new GraphQLError('Broker does not exist!')] })));
    const dialog = await openDialog(onConfirm);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete broker' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('The broker was not deleted');
    expect(alert).toHaveTextContent('Broker does not exist!');
    // Nothing to cascade: the same choice stays, for another try.
    expect(dialog.getByRole('button', { name: 'Delete broker' })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Delete with its transactions' })).not.toBeInTheDocument();
  });

  it('offers deleting the transactions too, as a separate choice, when they use the record', async () => {
    const onConfirm = jest.fn<Promise<void>, [{ cascade: boolean }]>().mockRejectedValueOnce(IN_USE).mockResolvedValueOnce(undefined);
    const dialog = await openDialog(onConfirm);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete broker' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Broker "IBKR" is used by 3 transactions.');
    expect(alert).toHaveTextContent(/You can delete those transactions with it/);
    expect(dialog.queryByRole('button', { name: 'Delete broker' })).not.toBeInTheDocument();
    // The button under the pointer changed meaning: a second Enter must not delete transactions.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete with its transactions' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ cascade: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('deletes once however often the button is pressed while the delete runs', async () => {
    let answer: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const dialog = await openDialog(onConfirm);
    const remove = dialog.getByRole('button', { name: 'Delete broker' });
    await userEvent.click(remove);
    await userEvent.click(remove);
    expect(remove).toBeDisabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
