import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typePolicies } from '../../../apollo/typePolicies';
import { system } from '../../../ui/theme';
import { resolveConfig } from '../../../widgets/framework/configFields';
import { widgetStockTable } from '../../../widgets/widgetStockTable/definition';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

function renderSettings(stored: Record<string, unknown>, onSave: jest.Mock) {
  const widget = { id: 'w1', definition: widgetStockTable, config: resolveConfig(widgetStockTable.configs, stored).config };
  render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={[]} cache={new InMemoryCache({ typePolicies })}>
        <WidgetSettingsDialog widget={widget} onClose={() => undefined} onSave={onSave} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('the settings form’s columns', () => {
  it('chooses the columns of wide screens and of phones, and saves them with the other settings', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve());
    renderSettings({ holdingType: 'ETF' }, onSave);
    const wide = await screen.findByRole('group', { name: 'Columns on wide screens' });
    const phones = screen.getByRole('group', { name: 'Columns on phones' });
    await user.click(within(wide).getByRole('checkbox', { name: 'Weight' }));
    await user.click(within(phones).getByRole('checkbox', { name: 'Shares' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [, config] = onSave.mock.lastCall as unknown as [string, { holdingType: string; columnVisibility: Record<string, Record<string, boolean>> }];
    expect(config.holdingType).toBe('ETF');
    expect(config.columnVisibility.default).toMatchObject({ weight: false, shares: true });
    expect(config.columnVisibility.mobile).toMatchObject({ shares: true, ticker: true, weight: false });
  });

  it('keeps one column of each layout', async () => {
    renderSettings({ columnVisibility: { mobile: { ticker: true, marketValue: false, unrealizedGain: false } } }, jest.fn());
    const phones = await screen.findByRole('group', { name: 'Columns on phones' });
    expect(within(phones).getByRole('checkbox', { name: 'Holding' })).toBeDisabled();
    expect(within(phones).getByRole('checkbox', { name: 'Shares' })).toBeEnabled();
  });
});
