import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typePolicies } from '../../../apollo/typePolicies';
import { WidgetSectorOptionsDocument } from '../../../generated/graphql';
import { system } from '../../../ui/theme';
import { SectorControl, sectorOptions } from './SectorControl';

const held = (ticker: string, sector: string | null) => ({ __typename: 'HoldingAnalytics' as const, key: `holding-${ticker}`, stock: { __typename: 'Stock' as const, _id: `stock-${ticker}`, sector } });
const HOLDINGS = [held('KO', 'Consumer Defensive'), held('AAPL', 'Technology'), held('VTI', null), held('MSFT', 'Technology')];

describe('sectorOptions', () => {
  it('offers every sector first, then each held sector once by name, Unknown for none', () => {
    expect(sectorOptions(HOLDINGS, '').map((option) => [option.value, option.label])).toEqual([
      ['', 'All sectors'],
      ['Consumer Defensive', 'Consumer Defensive'],
      ['Technology', 'Technology'],
      ['Unknown', 'Unknown'],
    ]);
  });

  it('keeps a stored sector no holding has any more, so opening the settings does not change it', () => {
    expect(sectorOptions(HOLDINGS, 'Energy').at(-1)).toEqual({ value: 'Energy', label: 'Energy (none held)' });
    expect(sectorOptions(undefined, 'Energy').map((option) => option.value)).toEqual(['', 'Energy']);
  });
});

describe('SectorControl', () => {
  it("lists the user's sectors and hands on the chosen one", async () => {
    const onChange = jest.fn();
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[{ request: { query: WidgetSectorOptionsDocument }, result: { data: { portfolioHoldings: HOLDINGS } } }]} cache={new InMemoryCache({ typePolicies })}>
          <SectorControl label="Sector" value="" onChange={onChange} />
        </MockedProvider>
      </ChakraProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Sector' });
    expect(await within(select).findByRole('option', { name: 'Technology' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All sectors', 'Consumer Defensive', 'Technology', 'Unknown']);
    await userEvent.selectOptions(select, 'Unknown');
    expect(onChange).toHaveBeenCalledWith('Unknown');
  });
});
