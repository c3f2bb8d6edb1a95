/** Anything placed on a time axis by its start time (epoch ms), e.g. a candle. */
export interface Timed {
  time: number;
}

/**
 * Merges changed points into a time series sorted by time, oldest first: a point with the time of
 * an existing one replaces it, a newer one is appended, one older than the first is dropped (the
 * history before it was never loaded). `incoming` may be in any order. Returns a new array and
 * whether a hole opened: a point newer than the last by more than `stepMs` (pass the interval's
 * length; 0 skips the check), which means points were missed while disconnected.
 */
export function mergeByTime<T extends Timed>(
  existing: readonly T[],
  incoming: readonly T[],
  stepMs = 0,
): { series: T[]; gap: boolean } {
  const series = [...existing];
  let gap = false;
  const sorted = [...incoming].sort((a, b) => a.time - b.time);
  for (const point of sorted) {
    const last = series[series.length - 1];
    if (last === undefined || point.time > last.time) {
      if (last !== undefined && stepMs > 0 && point.time - last.time > stepMs) gap = true;
      series.push(point);
      continue;
    }
    if (point.time === last.time) {
      series[series.length - 1] = point;
      continue;
    }
    const first = series[0];
    if (first === undefined || point.time < first.time) continue;
    const index = series.findIndex((candidate) => candidate.time === point.time);
    if (index >= 0) series[index] = point;
  }
  return { series, gap };
}
