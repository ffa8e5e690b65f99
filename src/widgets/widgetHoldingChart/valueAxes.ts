/**
 * The value axes of the holding chart's two figures: one axis both share, or a left one for the
 * first figure and a right one, with its own scale, for the second. nivo draws one value scale, so
 * the right figure's values are drawn mapped onto the left scale (`toLeft`) and its axis is labelled
 * with the values mapped back (`fromLeft`). Both axes take in zero, and their zeros sit at the same
 * height, so bars of either figure grow from one zero line and a sign reads the same on both sides.
 */
import { niceTicks } from '../framework/ticks';

export interface AxisDomain {
  min: number;
  max: number;
  /** Round values along the axis, in its own unit. */
  ticks: number[];
}

export interface ValueAxes {
  left: AxisDomain;
  /** The second figure's own axis; null when both figures share the left one. */
  right: AxisDomain | null;
  /** A right-axis value as the left scale draws it (the value itself without a right axis). */
  toLeft: (value: number) => number;
  /** The inverse of toLeft. */
  fromLeft: (value: number) => number;
}

interface Extent {
  /** How far below zero the axis reaches (0 or more). */
  below: number;
  /** How far above zero (0 or more). */
  above: number;
}

function extentOf(values: readonly number[]): Extent {
  const finite = values.filter((value) => Number.isFinite(value));
  const below = Math.max(0, ...finite.map((value) => -value));
  const above = Math.max(0, ...finite.map((value) => value));
  // Nothing but zeros: some height above the zero line, so the axis has a scale.
  return below === 0 && above === 0 ? { below: 0, above: 1 } : { below, above };
}

/** The extent widened to round values: a step of 1, 2 or 5 times a power of ten, about `count` of them. */
function niceExtent({ below, above }: Extent, count: number): Extent {
  const ticks = niceTicks(-below, above, count);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : above + below;
  return { below: below === 0 ? 0 : Math.ceil(below / step - 1e-9) * step, above: above === 0 ? 0 : Math.ceil(above / step - 1e-9) * step };
}

/** Where zero sits, as a share of the axis' height from the bottom. */
const zeroShare = ({ below, above }: Extent) => below / (below + above);

/** The extent widened (never narrowed) so zero sits at `share` of its height. */
function withZeroAt(extent: Extent, share: number): Extent {
  const current = zeroShare(extent);
  if (current < share) return { ...extent, below: (extent.above * share) / (1 - share) };
  if (current > share) return { ...extent, above: (extent.below * (1 - share)) / share };
  return extent;
}

function domain({ below, above }: Extent, count: number): AxisDomain {
  // 0 - below, not -below: no -0 for an axis starting at zero.
  return { min: 0 - below, max: above, ticks: niceTicks(0 - below, above, count) };
}

/**
 * The axes of the left figure's values and, when given, the right figure's, with about
 * `tickCount` ticks each.
 */
export function valueAxes(left: readonly number[], right: readonly number[] | null, tickCount = 5): ValueAxes {
  if (!right) {
    const shared = domain(niceExtent(extentOf(left), tickCount), tickCount);
    return { left: shared, right: null, toLeft: (value) => value, fromLeft: (value) => value };
  }
  let leftExtent = niceExtent(extentOf(left), tickCount);
  let rightExtent = niceExtent(extentOf(right), tickCount);
  const shares = [zeroShare(leftExtent), zeroShare(rightExtent)];
  // The zero line as high as either axis needs; when one axis is all below zero and the other all
  // above, no shared height serves both, and zero goes to the middle.
  const highest = Math.max(...shares);
  const lowest = Math.min(...shares);
  const share = highest < 1 ? highest : lowest > 0 ? lowest : 0.5;
  leftExtent = withZeroAt(leftExtent, share);
  rightExtent = withZeroAt(rightExtent, share);
  const leftAxis = domain(leftExtent, tickCount);
  const rightAxis = domain(rightExtent, tickCount);
  const ratio = (leftAxis.max - leftAxis.min) / (rightAxis.max - rightAxis.min);
  return {
    left: leftAxis,
    right: rightAxis,
    toLeft: (value) => leftAxis.min + (value - rightAxis.min) * ratio,
    // Rounded, so a tick drawn at a mapped value is labelled 5 %, not 4.9999999 %.
    fromLeft: (value) => Number((rightAxis.min + (value - leftAxis.min) / ratio).toPrecision(12)),
  };
}
