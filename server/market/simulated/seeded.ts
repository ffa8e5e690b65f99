// Seeded randomness for the offline provider. Everything it makes up is a pure function of a
// text key (a symbol, a currency code), so the same symbol shows the same history on every
// machine and every run; Math.random would make screenshots, tests and benches disagree.
import { seededRandom } from '../../../common/seededRandom';

// Math's functions held locally: Jest runs modules in a vm context, where each read of a global
// is slow, and the walks read them in their hot loops.
const { exp, imul, log, max, sqrt } = Math;

/** A well-mixed 32-bit hash of `text` (FNV-1a, then the murmur3 finaliser so near keys differ). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Uniform numbers in [0, 1) from a seed (mulberry32: tiny, fast, good enough for made-up prices). */
export const createRandom = seededRandom;

/** The shape of a walk in log space; every field is per step (one open day). */
export interface WalkShape {
  /** The value at step 0. */
  readonly start: number;
  /** Trend of the log value per step: the walk is pulled towards log(start) + drift × step. */
  readonly drift: number;
  /** Standard deviation of the log move per step. */
  readonly volatility: number;
  /** Share of the gap to the trend closed per step; keeps 25-year walks from drifting to 0 or ∞. */
  readonly pull: number;
  /** Bound on |log move| per step, so no day moves by more than exp(maxStep) - 1. */
  readonly maxStep: number;
}

// Four 16-bit uniforms summed (Irwin-Hall) have variance 4/12; this scales them to unit variance.
const NOISE_SCALE = sqrt(3) / 65_536;

/**
 * Values of a mean-reverting geometric walk at steps 0..steps-1. Step i depends only on the seed,
 * the shape and i, never on `steps`: a shorter walk is a prefix of a longer one, which is what
 * makes any sub-range of a history agree with the same days of a longer one.
 */
export function seededWalk(seed: number, shape: WalkShape, steps: number): Float64Array {
  const values = new Float64Array(max(0, steps));
  const origin = log(shape.start);
  let logValue = origin;
  // mulberry32 inlined (as in createRandom): the walk is the hot loop of every history, and
  // two draws split into four 16-bit halves halve the work of four separate draws.
  let state = seed >>> 0;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) {
      state = (state + 0x6d2b79f5) >>> 0;
      let a = imul(state ^ (state >>> 15), state | 1);
      a ^= a + imul(a ^ (a >>> 7), a | 61);
      a = (a ^ (a >>> 14)) >>> 0;
      state = (state + 0x6d2b79f5) >>> 0;
      let b = imul(state ^ (state >>> 15), state | 1);
      b ^= b + imul(b ^ (b >>> 7), b | 61);
      b = (b ^ (b >>> 14)) >>> 0;
      // Irwin-Hall: bell-shaped but bounded at ±2√3, so the clamp below is a backstop rather
      // than a regular event.
      const noise = ((a >>> 16) + (a & 0xffff) + (b >>> 16) + (b & 0xffff) - 131_070) * NOISE_SCALE;
      const gap = logValue - (origin + shape.drift * (i - 1));
      const step = shape.drift + shape.volatility * noise - shape.pull * gap;
      logValue += step > shape.maxStep ? shape.maxStep : step < -shape.maxStep ? -shape.maxStep : step;
    }
    values[i] = exp(logValue);
  }
  return values;
}
