import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { system } from '../../ui/theme';
import { PriceGapMarker, type PriceGap } from './PriceGapMarker';
import { ViewerSettingsContext } from './viewerSettings';

const gaps: PriceGap[] = [
  { stock: { _id: 's-beta', ticker: 'BETA' }, reason: 'lastTrade' },
  { stock: { _id: 's-old', ticker: 'OLD' }, reason: 'stale' },
];

const renderIn = (node: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>{node}</MemoryRouter>
    </ChakraProvider>,
  );

// The popover measures itself.
beforeAll(stubResizeObserver);

describe('PriceGapMarker', () => {
  it('shows nothing when every holding has a current close', () => {
    renderIn(<PriceGapMarker gaps={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is named after the holdings, and lists each with why and a link to its prices', async () => {
    const user = userEvent.setup();
    renderIn(<PriceGapMarker gaps={gaps} />);
    const marker = screen.getByRole('button', { name: '2 holdings are valued without a current price: BETA, OLD' });
    await user.click(marker);
    const dialog = await screen.findByRole('dialog', { name: 'Valued without a current price' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'BETA — no market price: valued at your last trade price.Enter prices of BETA',
      'OLD — its latest close is more than 5 days old.Enter prices of OLD',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Enter prices of BETA' })).toHaveAttribute('href', '/prices/s-beta');
  });

  it('names the holdings without links in an embedded widget, whose visitor cannot enter prices', async () => {
    const user = userEvent.setup();
    renderIn(
      <ViewerSettingsContext.Provider value={{ currency: 'USD', userLocale: null }}>
        <PriceGapMarker gaps={gaps.slice(0, 1)} />
      </ViewerSettingsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'BETA is valued without a current price' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('BETA')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
});
