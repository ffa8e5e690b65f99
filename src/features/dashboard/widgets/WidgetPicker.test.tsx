import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { stubResizeObserver } from '../../../testing/stubResizeObserver';
import { WidgetPicker } from './WidgetPicker';

beforeAll(stubResizeObserver);

describe('WidgetPicker', () => {
  it('stays open while widgets are added, counting and announcing each, until Done', async () => {
    const picked: string[] = [];
    const onClose = jest.fn();
    renderWithTheme(<WidgetPicker open onClose={onClose} onPick={async (definition: AnyWidgetDefinition) => void picked.push(definition.title)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a widget' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Value at cost' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Value at cost added to the dashboard.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Value at cost' }));
    await waitFor(() => expect(within(dialog).getByText('Added ×2')).toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transactions' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Transactions added to the dashboard.'));

    expect(picked).toEqual(['Value at cost', 'Value at cost', 'Transactions']);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
