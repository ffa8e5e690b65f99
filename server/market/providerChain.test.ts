import { ProviderError, type DailyBar, type MarketDataProvider } from './provider';
import { createProviderChain } from './providerChain';

const range = { from: '2024-01-01', to: '2024-01-05' };
const bars: DailyBar[] = [{ date: '2024-01-02', close: 10, adjClose: 10 }];

const hanging: MarketDataProvider = { name: 'hanging', simulated: false, history: () => new Promise(() => undefined) };
const limited: MarketDataProvider = {
  name: 'limited',
  simulated: false,
  history: () => Promise.reject(new ProviderError('limited', 'rate-limited', 'HTTP 429')),
};
const answering: MarketDataProvider = { name: 'answering', simulated: true, history: () => Promise.resolve(bars) };

function recordingLogger() {
  const warnings: { provider: string; reason: string }[] = [];
  const infos: { provider: string }[] = [];
  return {
    warnings,
    infos,
    warn: (fields: object) => void warnings.push(fields as { provider: string; reason: string }),
    info: (fields: object) => void infos.push(fields as { provider: string }),
  };
}

describe('provider chain', () => {
  it('falls through a provider that hangs and one that answers 429 to the next, within the time bound', async () => {
    const logger = recordingLogger();
    const chain = createProviderChain([hanging, limited, answering], { timeoutMs: 100, logger: logger as never });
    const started = Date.now();
    const answer = await chain.call('history', 'ACME', range);
    expect(answer).toEqual({ value: bars, provider: 'answering', simulated: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logger.warnings.map((w) => [w.provider, w.reason])).toEqual([
      ['hanging', 'timeout'],
      ['limited', 'rate-limited'],
    ]);
    expect(chain.failing()).toEqual({ hanging: 'timeout', limited: 'rate-limited' });
  });

  it('logs a failing provider once, not per call, and says when it answers again', async () => {
    const logger = recordingLogger();
    let down = true;
    const flaky: MarketDataProvider = {
      name: 'flaky',
      simulated: false,
      history: () => (down ? Promise.reject(new ProviderError('flaky', 'unavailable', 'HTTP 503')) : Promise.resolve(bars)),
    };
    const chain = createProviderChain([flaky, answering], { logger: logger as never });
    for (let i = 0; i < 5; i++) await chain.call('history', 'ACME', range);
    expect(logger.warnings).toHaveLength(1);
    down = false;
    expect((await chain.call('history', 'ACME', range)).provider).toBe('flaky');
    expect(logger.infos).toEqual([expect.objectContaining({ provider: 'flaky' })]);
    expect(chain.failing()).toEqual({});
  });

  it('skips providers without the method and throws the last failure when none answers', async () => {
    const fxOnly: MarketDataProvider = { name: 'fx', simulated: false, fxHistory: () => Promise.resolve([]) };
    const chain = createProviderChain([fxOnly, limited], { timeoutMs: 100 });
    await expect(chain.call('history', 'ACME', range)).rejects.toMatchObject({ reason: 'rate-limited' });
    await expect(createProviderChain([fxOnly]).call('news', 'ACME')).rejects.toBeInstanceOf(ProviderError);
  });
});
