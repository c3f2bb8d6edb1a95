/**
 * Millisecond latency histogram for the benchmarks: exact percentiles at 1 ms resolution without
 * storing every sample, and a compact form that crosses a process boundary (bench client processes
 * send theirs to the main process, which merges them).
 */

/** Samples above this many milliseconds all land in the last bucket (their max is still exact). */
const LAST_BUCKET_MS = 60_000;

/** Non-empty buckets only, as [milliseconds, count] pairs, plus the exact maximum; plain JSON. */
export interface SparseHistogram {
  buckets: [number, number][];
  max: number;
}

export class Histogram {
  private readonly buckets = new Float64Array(LAST_BUCKET_MS + 1);
  count = 0;
  /** Largest sample in ms, unrounded. */
  max = 0;

  add(ms: number): void {
    const bucket = Math.min(LAST_BUCKET_MS, Math.max(0, Math.round(ms)));
    this.buckets[bucket]! += 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  /** The smallest bucket (ms) at or below which a share `p` (0–1) of the samples lie; 0 when empty. */
  percentile(p: number): number {
    const target = Math.ceil(this.count * p);
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      seen += this.buckets[ms]!;
      if (seen >= target) return ms;
    }
    return LAST_BUCKET_MS;
  }

  toSparse(): SparseHistogram {
    const buckets: [number, number][] = [];
    this.buckets.forEach((count, ms) => {
      if (count > 0) buckets.push([ms, count]);
    });
    return { buckets, max: this.max };
  }

  /** Adds another histogram's samples (e.g. one client process's) to this one. */
  merge(other: SparseHistogram): void {
    for (const [ms, count] of other.buckets) {
      this.buckets[ms]! += count;
      this.count += count;
    }
    if (other.max > this.max) this.max = other.max;
  }
}
