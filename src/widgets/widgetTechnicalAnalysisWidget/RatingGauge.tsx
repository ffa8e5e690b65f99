/**
 * A half-circle gauge from strong sell (left) to strong buy (right) with its needle at a score,
 * drawn in Chakra tokens so it follows the light and dark schemes. Screen readers get a meter
 * with the score and the rating in words; the rating is written under the gauge too, so nothing
 * rests on colour or on the needle alone.
 */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { RATING_BANDS } from '../../../common/technicalRatings';
import type { TechnicalRating } from '../../generated/graphql';
import { RATING_COLORS, RATING_LABELS, pointAt, ratingTone } from './technicalRatings';

const WIDTH = 120;
const CX = 60;
const CY = 62;
const R = 50;

/** The band's arc, left to right over the top (clockwise in SVG's downward y). */
function arc(from: number, to: number): string {
  const start = pointAt(from, R, CX, CY);
  const end = pointAt(to, R, CX, CY);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${R} ${R} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

export interface RatingGaugeProps {
  /** What is rated ("Summary", "Oscillators"): the meter's name. */
  label: string;
  score: number;
  rating: TechnicalRating;
  size: 'lg' | 'sm';
  /** Under the rating: the buy, neutral and sell counts, say. */
  detail?: string;
}

export function RatingGauge({ label, score, rating, size, detail }: RatingGaugeProps) {
  const needle = pointAt(score, R - 12, CX, CY);
  const shown = Math.round(score * 100) / 100;
  return (
    <Stack align="center" gap="0" w="full" minW="0">
      {size === 'sm' ? (
        <Text textStyle="xs" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
      ) : null}
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={-1}
        aria-valuemax={1}
        aria-valuenow={shown}
        aria-valuetext={`${RATING_LABELS[rating]}, score ${shown} from −1 (strong sell) to 1 (strong buy)`}
        w="full"
        maxW={size === 'lg' ? '52' : '28'}
      >
        <chakra.svg viewBox={`0 0 ${WIDTH} ${CY + 6}`} w="full" display="block" aria-hidden="true" focusable="false">
          {RATING_BANDS.map((band) => (
            <chakra.path key={band.rating} d={arc(band.from, band.to)} fill="none" stroke={RATING_COLORS[band.rating]} strokeWidth="10" />
          ))}
          <chakra.line x1={CX} y1={CY} x2={needle.x} y2={needle.y} stroke="fg" strokeWidth="3" strokeLinecap="round" />
          <chakra.circle cx={CX} cy={CY} r="4.5" fill="fg" />
        </chakra.svg>
      </Box>
      {size === 'lg' ? (
        <HStack justify="space-between" w="full" maxW="56" textStyle="2xs" color="fg.muted" aria-hidden="true">
          <span>Strong sell</span>
          <span>Strong buy</span>
        </HStack>
      ) : null}
      <Text textStyle={size === 'lg' ? 'md' : 'sm'} fontWeight="semibold" color={ratingTone(rating)} data-testid={`rating-${label}`}>
        {RATING_LABELS[rating]}
      </Text>
      {detail ? (
        <Text textStyle="2xs" color="fg.muted" textAlign="center">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
