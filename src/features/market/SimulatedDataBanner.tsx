import { Alert } from '@chakra-ui/react';
import { useMarketDataStatusQuery } from '../../generated/graphql';

/** What each mode without real market data tells the user, and why the figures are what they are. */
const NOTICES: Readonly<Record<string, { label: string; text: string }>> = {
  simulated: {
    label: 'Simulated market data',
    text: 'A demo: prices, exchange rates and dividends are made up (MARKET_DATA=simulated), starting from your own trade prices.',
  },
  offline: {
    label: 'No market data',
    text: 'No price provider was reachable when this server started. Holdings are valued at your manual prices, else at their last trade price.',
  },
};

/**
 * A slim notice across the top of every signed-in screen while the server serves made-up (demo)
 * market data or none (offline). Renders nothing while live, loading or when the status cannot
 * be read: a label must never block or break a screen.
 */
export function SimulatedDataBanner() {
  // The server picks its mode once, at start: one request per session is enough.
  const { data } = useMarketDataStatusQuery({ fetchPolicy: 'cache-first' });
  const notice = data ? NOTICES[data.marketDataStatus.mode] : undefined;
  if (!notice) return null;

  return (
    <Alert.Root
      status="warning"
      variant="subtle"
      size="md"
      role="status"
      aria-label={notice.label}
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
          {notice.label}
        </Alert.Title>
        <Alert.Description color="fg">{notice.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
