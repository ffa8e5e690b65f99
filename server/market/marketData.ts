// Which market data the process serves, decided once at start (MARKET_DATA): `yahoo` is Yahoo
// Finance with the ECB's reference rates first for FX; `simulated` is a demo mode of made-up data
// the UI labels, chosen explicitly (tests, benches, demos); `auto` probes Yahoo and picks `yahoo`
// when it answers. Offline, `auto` serves no market data at all rather than invented prices: real
// holdings are valued at the user's manual prices, else at their last trade price, both labelled.
// The decision is shown in /healthz.
import type { Logger } from 'pino';
import type { MarketDataProvider } from './provider';
import { createProviderChain, type ProviderChain } from './providerChain';

export type MarketDataSetting = 'auto' | 'yahoo' | 'simulated';
export type MarketMode = 'live' | 'simulated' | 'offline';

export interface MarketDecision {
  readonly setting: MarketDataSetting;
  readonly mode: MarketMode;
  /** Why this mode (for /healthz and the start-up log). */
  readonly reason: string;
}

/** Answers whether a live provider can be reached; false (never an error) when it cannot. */
export type Probe = () => Promise<boolean>;

const PROBE_URL = 'https://query1.finance.yahoo.com/v1/test/getcrumb';
const PROBE_TIMEOUT_MS = 1_500;

/** Any HTTP answer from Yahoo counts as reachable (it may refuse a bare request and still serve data). */
export const probeYahoo: Probe = async () => {
  try {
    await fetch(PROBE_URL, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
};

export async function decideMarketData(setting: MarketDataSetting, probe: Probe = probeYahoo): Promise<MarketDecision> {
  switch (setting) {
    case 'yahoo':
      return { setting, mode: 'live', reason: 'MARKET_DATA=yahoo' };
    case 'simulated':
      return { setting, mode: 'simulated', reason: 'MARKET_DATA=simulated' };
    case 'auto':
      return (await probe())
        ? { setting, mode: 'live', reason: 'Yahoo Finance answered at start' }
        : { setting, mode: 'offline', reason: 'Yahoo Finance was not reachable at start (offline?): no market data; holdings are valued at manual prices, else at their last trade price' };
  }
}

export interface MarketProviders {
  /** `logger` gets what a provider cleaned from a source's answers. */
  live(logger?: Pick<Logger, 'warn'>): MarketDataProvider[];
  simulated(): MarketDataProvider[];
}

export interface MarketData {
  readonly decision: MarketDecision;
  readonly chain: ProviderChain;
  /** What /healthz shows. */
  health(): { setting: MarketDataSetting; mode: MarketMode; reason: string; providers: string[]; failing: Record<string, string> };
}

export function createMarketData(decision: MarketDecision, providers: MarketProviders, logger?: Pick<Logger, 'warn' | 'info'>): MarketData {
  const chosen = decision.mode === 'live' ? providers.live(logger) : decision.mode === 'simulated' ? providers.simulated() : [];
  const chain = createProviderChain(chosen, { ...(logger && { logger }) });
  return {
    decision,
    chain,
    health: () => ({ ...decision, providers: chain.names, failing: chain.failing() }),
  };
}
