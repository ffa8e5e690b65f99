/**
 * Uniform numbers in [0, 1) from a 32-bit seed (mulberry32: tiny, fast, the same numbers on every
 * machine): the simulated market data and the planning simulation both draw from it, so their
 * pictures, tests and benches agree from run to run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
