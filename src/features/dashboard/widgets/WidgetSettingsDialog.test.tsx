import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typePolicies } from '../../../apollo/typePolicies';
import { PortfolioStockTransactionsDocument } from '../../../generated/graphql';
import { system } from '../../../ui/theme';
import { resolveConfig } from '../../../widgets/framework/configFields';
import { widgetKpiTwr } from '../../../widgets/widgetKpiTwr/definition';
import { widgetNotification } from '../../../widgets/widgetNotification/definition';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

describe('WidgetSettingsDialog', () => {
  it('offers the intervals by label and saves the chosen one as its name and label', async () => {
    const saved: Record<string, unknown>[] = [];
    const widget = { id: 'w-1', definition: widgetKpiTwr, config: resolveConfig(widgetKpiTwr.configs, {}).config as Record<string, unknown> };
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[{ request: { query: PortfolioStockTransactionsDocument, variables: {} }, result: { data: { PortfolioStockTransactions: [] } } }]} cache={new InMemoryCache({ typePolicies })}>
          <WidgetSettingsDialog
            widget={widget}
            onClose={() => undefined}
            onSave={async (_id, config) => {
              saved.push(config);
            }}
          />
        </MockedProvider>
      </ChakraProvider>,
    );
    const interval = await screen.findByRole('combobox', { name: 'Interval' });
    expect(interval).toHaveValue('1Y');
    expect(screen.getByRole('option', { name: '6 months' })).toBeInTheDocument();
    fireEvent.change(interval, { target: { value: '6M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ selectedInterval: { name: '6M', desc: '6 months' }, showHeader: true, showLabel: true });
  });

  it('shows each group of toggles as a titled set of switches and saves the kinds left on', async () => {
    const saved: Record<string, unknown>[] = [];
    const widget = { id: 'w-2', definition: widgetNotification, config: resolveConfig(widgetNotification.configs, {}).config as Record<string, unknown> };
    render(
      <ChakraProvider value={system}>
        <MockedProvider cache={new InMemoryCache({ typePolicies })}>
          <WidgetSettingsDialog widget={widget} onClose={() => undefined} onSave={async (_id, config) => void saved.push(config)} />
        </MockedProvider>
      </ChakraProvider>,
    );
    const earnings = await screen.findByRole('group', { name: 'Earnings' });
    expect(earnings).toContainElement(screen.getByRole('checkbox', { name: 'Earnings results' }));
    expect(screen.getByRole('checkbox', { name: 'Earnings results' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Earnings results' }));
    expect(screen.getByRole('checkbox', { name: 'Earnings results' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ earnings: ['EarningsAnnouncements'], watchlist: ['WatchlistPriceAlert'], unreadFilter: 'all' });
  });
});
