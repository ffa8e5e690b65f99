import { Alert } from '@chakra-ui/react';
import { useMarketDataStatusQuery } from '../../generated/graphql';

/**
 * A slim notice across the top of every signed-in screen while the server serves simulated
 * (offline, made-up) market data. Renders nothing while live, loading or when the status cannot
 * be read: a label must never block or break a screen.
 */
export function SimulatedDataBanner() {
  // The server picks its mode once, at start: one request per session is enough.
  const { data } = useMarketDataStatusQuery({ fetchPolicy: 'cache-first' });
  if (!data?.marketDataStatus.simulated) return null;

  return (
    <Alert.Root
      status="warning"
      variant="subtle"
      size="md"
      role="status"
      aria-label="Simulated market data"
      borderRadius="0"
      borderBottomWidth="1px"
      borderColor="colorPalette.muted"
      alignItems="center"
      py="2"
    >
      <Alert.Indicator />
      {/* Title and text flow as one paragraph, so a narrow screen wraps it like a sentence. */}
      <Alert.Content display="block">
        <Alert.Title display="inline" fontWeight="bold" me="1">
          Simulated market data
        </Alert.Title>
        <Alert.Description color="fg">
          Prices, exchange rates and dividends are made up: this server is offline or set to MARKET_DATA=simulated.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
