/**
 * The body of a KPI widget: one large figure with an optional tone (gain green, loss red), a
 * caption, and optional detail lines (label and value). KPIs are 1 column by 3 rows,
 * so everything fits in about 100 px of height.
 */
import { HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toneColor } from './useMoney';
import { useShowLabel } from './widgetDisplay';

export interface KpiDetail {
  label: string;
  value: string;
  tone?: number | null;
  /** After the label: a button explaining the figure. */
  help?: ReactNode;
  /** Why the value is missing ("—"): its hover title and, for screen readers, part of its text. */
  missingReason?: string | undefined;
  testId?: string;
}

export interface KpiFigureProps {
  value: string;
  /** A signed number whose sign colours the figure; leave out for neutral figures. */
  tone?: number | null;
  caption?: string;
  details?: readonly KpiDetail[];
  testId?: string;
  /** Beside the figure: a mark on what it is built on (holdings without a current price). */
  marker?: ReactNode;
}

/** About the width of one character of the figure's bold digits, in em. */
const CHAR_EM = 0.62;

/**
 * The figure's font size: 1.5rem where the card is wide enough for it, else smaller in proportion to
 * the card's width (a container query unit) and the figure's length, so "€3,698,487.98" is shown
 * whole in a narrow card rather than cut; not below 0.875rem, where it is cut with its full value
 * on hover.
 */
function fittedFontSize(value: string): string {
  return `clamp(0.875rem, calc(100cqi / ${(Math.max(value.length, 4) * CHAR_EM).toFixed(2)}), 1.5rem)`;
}

function DetailLabel({ label }: { label: string }) {
  return (
    <Text color="fg.muted" truncate>
      {label}
    </Text>
  );
}

export function KpiFigure({ value, tone, caption, details, testId, marker }: KpiFigureProps) {
  // The widget's showLabel off: the figure alone, for a compact dashboard (its name stays the widget's).
  const showLabel = useShowLabel();
  const lines = showLabel ? (details ?? []) : [];
  const figure = (
    <Text
      as="output"
      style={{ fontSize: fittedFontSize(value) }}
      fontWeight="bold"
      // Tight enough for the figure, a caption and a detail wrapped onto two lines in the 84 px a
      // 1 x 3 card leaves its body; digits have no descenders to cut.
      lineHeight="1.2"
      color={tone === undefined ? 'fg' : toneColor(tone)}
      truncate
      data-testid={testId}
      title={value}
    >
      {value}
    </Text>
  );
  return (
    <Stack gap="0.5" h="full" justify="center" data-state="success" css={{ containerType: 'inline-size' }}>
      {marker ? (
        // The figure keeps its width and the mark wraps under it when both do not fit: a wide
        // mark ("simulated") must not cut the figure short.
        <HStack gap="1" minW="0" flexWrap="wrap" rowGap="0" css={{ '& > output': { flexShrink: 0, maxWidth: '100%' } }}>
          {figure}
          {marker}
        </HStack>
      ) : (
        figure
      )}
      {showLabel && caption ? (
        // Two lines when no detail lines follow: a plan's caption ("reached in 21 years 8 months at this pace") is cut less.
        <Text textStyle="xs" color="fg.muted" lineClamp={lines.length === 0 ? 2 : 1} title={caption} data-kpi-caption="">
          {caption}
        </Text>
      ) : null}
      {lines.map((detail) => (
        // A line with a help button is too long for a quarter-width card: its value moves under the label rather than cut it.
        <HStack key={detail.label} justify="space-between" textStyle="xs" columnGap="2" rowGap="0" flexWrap={detail.help ? 'wrap' : undefined}>
          {detail.help ? (
            <HStack gap="0.5" minW="0">
              <DetailLabel label={detail.label} />
              {detail.help}
            </HStack>
          ) : (
            <DetailLabel label={detail.label} />
          )}
          <Text
            color={detail.tone === undefined ? 'fg' : toneColor(detail.tone)}
            fontWeight="semibold"
            whiteSpace="nowrap"
            title={detail.missingReason}
            data-testid={detail.testId}
          >
            {detail.value}
            {detail.missingReason ? <VisuallyHidden>: {detail.missingReason}</VisuallyHidden> : null}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
