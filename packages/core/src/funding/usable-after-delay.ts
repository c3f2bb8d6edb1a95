/**
 * A newly bound withdrawal address or card may be used only after a delay (product.md §11.4; exchanges'
 * "whitelist lock"), so a thief who took over a session cannot add their own address and withdraw at
 * once. Times are instants; the delay is in whole seconds (a server setting, default 24 h).
 *
 * The instant a destination added (or changed) at `changedAt` becomes usable.
 */
export function usableFrom(changedAt: Date, delaySeconds: number): Date {
  if (!Number.isInteger(delaySeconds) || delaySeconds < 0) {
    throw new Error(`delay must be a whole number of seconds ≥ 0, got ${delaySeconds}`);
  }
  return new Date(changedAt.getTime() + delaySeconds * 1000);
}

/** True at and after `usable` (the boundary instant is usable). */
export function isUsableAt(usable: Date, now: Date): boolean {
  return now.getTime() >= usable.getTime();
}
