/**
 * What figures and tables import for holdings without a current close: the marker, loaded only
 * when a figure has such holdings (most have none, so its popover's code stays out of their first
 * render), and the link to a holding's Prices screen.
 */
import { Link } from '@chakra-ui/react';
import { Suspense, lazy, useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import { pricesPath } from '../../ui/quotePaths';
import type { PriceGap } from './PriceGapMarker';
import { ViewerSettingsContext } from './viewerSettings';

const Marker = lazy(() => import('./PriceGapMarker').then((module) => ({ default: module.PriceGapMarker })));

export function PriceGapMark({ gaps }: { gaps: readonly PriceGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Marker gaps={gaps} />
    </Suspense>
  );
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
