// The concrete providers of each mode, in the order the chain asks them. Live: the ECB's
// reference rates first for FX (official, free, no rate limit), Yahoo for everything else and as
// the FX fallback. Simulated: the offline provider alone.
import { createEcbProvider } from './ecb/ecbProvider';
import type { MarketProviders } from './marketData';
import { createSimulatedProvider } from './simulated/simulatedProvider';
import { createYahooProvider } from './yahoo/yahooProvider';

export const marketProviders: MarketProviders = {
  live: (logger) => [createEcbProvider(), createYahooProvider(logger ? { logger: { warn: (fields, message) => logger.warn(fields, message) } } : {})],
  simulated: () => [createSimulatedProvider()],
};
