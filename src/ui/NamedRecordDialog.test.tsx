import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESCRIPTION_TOO_LONG } from './namedRecordForm';
import { renderWithTheme } from '../testing/renderWithTheme';
import { NamedRecordDialog, type NamedRecordDialogProps } from './NamedRecordDialog';

function renderDialog(props: Partial<NamedRecordDialogProps>) {
  const onSubmit = jest.fn(() => Promise.resolve());
  const onClose = jest.fn();
  renderWithTheme(
    <NamedRecordDialog open onClose={onClose} title="Edit portfolio" submitLabel="Save changes" initial={{ name: 'Kids', description: '' }} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, onClose };
}

describe('NamedRecordDialog', () => {
  it('waits for a change before an edit can be saved, and sends the trimmed input', async () => {
    const { onSubmit, onClose } = renderDialog({});
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit portfolio' }));
    const save = dialog.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    // Spaces alone change nothing that would be saved.
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '  ');
    expect(save).toBeDisabled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), ' School fund ');
    expect(dialog.getByText('Optional, 11/500 characters.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Kids', description: 'School fund' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('focuses the first field in error and says why, without sending', async () => {
    const { onSubmit } = renderDialog({ title: 'Add broker', submitLabel: 'Add broker', initial: { name: '', description: '' } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add broker' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'IBKR');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'd'.repeat(501) } });
    await userEvent.click(dialog.getByRole('button', { name: 'Add broker' }));

    expect(dialog.getByText(DESCRIPTION_TOO_LONG)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('heads a refusal with what did not happen when the caller names it', async () => {
    const onSubmit = jest.fn(() => Promise.reject(new Error('portfolioInput.name is taken.')));
    renderDialog({ onSubmit, failedTitle: 'The portfolio was not saved' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit portfolio' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), ' 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('The portfolio was not saved');
    expect(alert).toHaveTextContent('portfolioInput.name is taken.');
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Kids 2');
  });
});
