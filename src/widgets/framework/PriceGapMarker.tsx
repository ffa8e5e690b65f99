/**
 * The mark on a figure that counts holdings valued without a current market or manual close: an
 * icon button named after them, opening the list of those holdings, each with why and a link to
 * its Prices screen. Embedded widgets (a visitor without an account) name them without links.
 */
import { Box, IconButton, Link, List, Popover, Portal, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PriceGapReason, WidgetSummaryQuery } from '../../generated/graphql';
import { strokeIcon } from '../../ui/icons';
import { pricesPath } from '../../ui/quotePaths';
import { ViewerSettingsContext } from './viewerSettings';

export type PriceGap = WidgetSummaryQuery['portfolioSummary']['priceGaps'][number];

const WHY: Record<PriceGapReason, string> = {
  noPrice: 'no price at all: left out of the value',
  lastTrade: 'no market price: valued at your last trade price',
  stale: 'its latest close is more than 5 days old',
};

const AlertIcon = strokeIcon('AlertIcon', [
  <path key="triangle" d="M10.3 4.2 2.7 17.5A2 2 0 0 0 4.4 20.5h15.2a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />,
  <path key="mark" d="M12 9.5v4.5M12 17.2v.1" />,
]);

/** "BETA has no current price", "3 holdings have no current price: ACME, BETA, …". */
export function priceGapLabel(gaps: readonly PriceGap[]): string {
  const tickers = gaps.map((gap) => gap.stock.ticker);
  if (tickers.length === 1) return `${tickers[0]!} is valued without a current price`;
  return `${tickers.length} holdings are valued without a current price: ${tickers.join(', ')}`;
}

export function PriceGapMarker({ gaps }: { gaps: readonly PriceGap[] }) {
  const embedded = useContext(ViewerSettingsContext) !== null;
  if (gaps.length === 0) return null;
  const label = priceGapLabel(gaps);
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton size="2xs" variant="ghost" colorPalette="orange" color="orange.fg" aria-label={label} title={label} flexShrink="0" data-testid="price-gap-marker">
          <AlertIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label="Valued without a current price">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" textStyle="sm">
                Valued without a current price
              </Popover.Title>
              <List.Root as="ul" listStyleType="none" gap="2" mt="2" textStyle="sm">
                {gaps.map((gap) => (
                  <List.Item key={gap.stock._id} display="block">
                    <Text as="span" fontWeight="semibold">
                      {gap.stock.ticker}
                    </Text>
                    <Text as="span" color="fg.muted">
                      {' '}
                      — {WHY[gap.reason]}.
                    </Text>
                    {embedded ? null : (
                      <Box>
                        <Link asChild colorPalette="blue" textStyle="sm">
                          <RouterLink to={pricesPath(gap.stock._id)}>Enter prices of {gap.stock.ticker}</RouterLink>
                        </Link>
                      </Box>
                    )}
                  </List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
