import { createMarketData, decideMarketData } from './marketData';
import type { MarketDataProvider } from './provider';

const provider = (name: string, simulated: boolean): MarketDataProvider => ({ name, simulated });
const providers = { live: () => [provider('ecb', false), provider('yahoo', false)], simulated: () => [provider('simulated', true)] };

describe('market data decision', () => {
  it('auto picks live data when the probe answers, and no market data (never invented prices) when it does not', async () => {
    expect(await decideMarketData('auto', async () => true)).toMatchObject({ mode: 'live' });
    const offline = await decideMarketData('auto', async () => false);
    expect(offline).toMatchObject({ setting: 'auto', mode: 'offline' });
    expect(offline.reason).toMatch(/not reachable.*last trade price/);
    expect(createMarketData(offline, providers).health()).toMatchObject({ mode: 'offline', providers: [] });
  });

  it('an explicit setting wins without probing', async () => {
    const probe = jest.fn(async () => true);
    expect(await decideMarketData('simulated', probe)).toMatchObject({ mode: 'simulated' });
    expect(await decideMarketData('yahoo', probe)).toMatchObject({ mode: 'live' });
    expect(probe).not.toHaveBeenCalled();
  });

  it('builds the chain of the decided mode and reports it for /healthz', async () => {
    const live = createMarketData(await decideMarketData('yahoo'), providers);
    expect(live.health()).toMatchObject({ mode: 'live', providers: ['ecb', 'yahoo'], failing: {} });
    const demo = createMarketData(await decideMarketData('simulated'), providers);
    expect(demo.health()).toMatchObject({ mode: 'simulated', providers: ['simulated'] });
  });
});
