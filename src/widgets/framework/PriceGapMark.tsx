/**
 * What figures and tables import for holdings without a current close: the marker and the link
 * to a holding's Prices screen. The marker is imported, not loaded lazily: a figure with gaps then
 * waited for a second chunk after its data, which made the cold dashboard slower (measured).
 */
import { Link } from '@chakra-ui/react';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import { pricesPath } from '../../ui/quotePaths';
import { PriceGapMarker, type PriceGap } from './PriceGapMarker';
import { ViewerSettingsContext } from './viewerSettings';

export function PriceGapMark({ gaps }: { gaps: readonly PriceGap[] }) {
  return <PriceGapMarker gaps={gaps} />;
}

/**
 * The way from a holding without a current price to its Prices screen (not in an embedded
 * widget, whose visitor cannot enter the owner's prices).
 */
export function EnterPricesLink({ stockId, ticker }: { stockId: string; ticker: string }) {
  const embedded = useContext(ViewerSettingsContext) !== null;
  if (embedded) return null;
  return (
    <Link asChild colorPalette="blue" textStyle="xs" whiteSpace="nowrap">
      <RouterLink to={pricesPath(stockId)} aria-label={`Enter prices of ${ticker}`}>
        Enter prices
      </RouterLink>
    </Link>
  );
}
