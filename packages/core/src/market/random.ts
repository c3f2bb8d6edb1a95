/**
 * Seeded randomness for the simulated feed. Core never calls Math.random: callers create a generator
 * from a seed, so the same seed and start state always give the same ticks (tests, reproducible demos).
 */

/** A uniform generator in [0, 1). */
export interface SeededRandom {
  next(): number;
}

/** 32-bit FNV-1a of the parts joined by '|': stable per-instrument seeds ("42|BTCUSD|0"). */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: tiny, fast, good enough for a price simulation (not for secrets). */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A standard normal draw (mean 0, variance 1) by Box–Muller, from two uniform draws. */
export function nextGaussian(random: SeededRandom): number {
  // 1 - u keeps the logarithm's argument in (0, 1].
  const u1 = 1 - random.next();
  const u2 = random.next();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
