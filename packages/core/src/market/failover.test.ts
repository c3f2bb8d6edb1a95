import { describe, expect, it } from 'vitest';
import { decideFailover, type FailoverState, START_ON_PRIMARY } from './failover';

const FAILBACK_MS = 30_000;
const onSecondary = (primaryLiveSinceMs: number | null): FailoverState => ({
  active: 'secondary',
  primaryLiveSinceMs,
});

describe('failover with hysteresis', () => {
  it.each([
    [
      'primary live: stays on it, live since now',
      START_ON_PRIMARY,
      true,
      true,
      1000,
      'primary',
      1000,
    ],
    [
      'primary live since earlier keeps its mark',
      { active: 'primary', primaryLiveSinceMs: 500 } as const,
      true,
      false,
      1000,
      'primary',
      500,
    ],
    [
      'primary out, secondary live: switches',
      START_ON_PRIMARY,
      false,
      true,
      1000,
      'secondary',
      null,
    ],
    ['both out: stays on the primary', START_ON_PRIMARY, false, false, 1000, 'primary', null],
    [
      'on the secondary, primary out: stays',
      onSecondary(null),
      false,
      true,
      1000,
      'secondary',
      null,
    ],
    [
      'on the secondary, primary back now: stays (hysteresis)',
      onSecondary(null),
      true,
      true,
      1000,
      'secondary',
      1000,
    ],
    [
      'primary live 29,999 ms: still the secondary',
      onSecondary(1000),
      true,
      true,
      30_999,
      'secondary',
      1000,
    ],
    [
      'primary live exactly failbackAfterMs: back to it',
      onSecondary(1000),
      true,
      true,
      31_000,
      'primary',
      1000,
    ],
    [
      'primary dropped out during failback: its mark resets',
      onSecondary(1000),
      false,
      true,
      20_000,
      'secondary',
      null,
    ],
    [
      'secondary out while primary live (not yet long enough): back at once',
      onSecondary(1000),
      true,
      false,
      2000,
      'primary',
      1000,
    ],
    ['both out on the secondary: stays', onSecondary(null), false, false, 2000, 'secondary', null],
  ] as const)('%s', (_, state, primaryLive, secondaryLive, nowMs, active, since) => {
    expect(
      decideFailover(state, { primaryLive, secondaryLive, nowMs, failbackAfterMs: FAILBACK_MS }),
    ).toEqual({ active, primaryLiveSinceMs: since });
  });

  it('a primary that flaps never earns the failback', () => {
    let state = onSecondary(null);
    const step = (nowMs: number, primaryLive: boolean) =>
      (state = decideFailover(state, {
        primaryLive,
        secondaryLive: true,
        nowMs,
        failbackAfterMs: FAILBACK_MS,
      }));
    step(0, true);
    step(25_000, false);
    step(26_000, true);
    expect(step(50_000, true).active).toBe('secondary');
    expect(step(56_000, true)).toEqual({ active: 'primary', primaryLiveSinceMs: 26_000 });
  });
});
