import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { typePolicies } from '../../../apollo/typePolicies';
import { renderWithTheme } from '../../../testing/renderWithTheme';
import { signInForBilling } from '../../billing/billingTestUtils';
import { resetProfileTestState } from '../../profile/profileTestUtils';
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { stubResizeObserver } from '../../../testing/stubResizeObserver';
import { WidgetPicker } from './WidgetPicker';

beforeAll(stubResizeObserver);
afterEach(resetProfileTestState);

// The picker reads whether the signed-in user has the plan's features from the Apollo cache.
function renderPicker(ui: ReactElement, cache = new InMemoryCache({ typePolicies })) {
  return renderWithTheme(<MockedProvider cache={cache}>{ui}</MockedProvider>);
}

describe('WidgetPicker', () => {
  it('stays open while widgets are added, counting and announcing each, until Done', async () => {
    const picked: string[] = [];
    const onClose = jest.fn();
    renderPicker(<WidgetPicker open onClose={onClose} onPick={async (definition: AnyWidgetDefinition) => void picked.push(definition.title)} />);
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

  it('asks for the plan instead of adding a planning widget without the full features, and still adds the others', async () => {
    const picked: string[] = [];
    renderPicker(<WidgetPicker open onClose={jest.fn()} onPick={async (definition: AnyWidgetDefinition) => void picked.push(definition.title)} />, signInForBilling({ fullFeatureEnabled: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a widget' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Forecast' }));
    expect(await within(dialog).findByRole('status', { name: 'Subscription needed' })).toHaveTextContent('Adding planning widgets needs a subscription.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transactions' }));
    await waitFor(() => expect(picked).toEqual(['Transactions']));
  });
});
