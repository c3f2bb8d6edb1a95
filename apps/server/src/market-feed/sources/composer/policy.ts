import { Decimal, type MarkupPolicy, NO_MARKUP } from '@waihui/core';
import type { InstrumentCategory } from '@waihui/contracts';
import type { InstrumentSources, MarkupSetting, SourcesPolicy } from '../../adapters';

/** What the composer applies to one instrument (sources file `policy`, overridden per instrument). */
export interface InstrumentPolicy {
  /** A quote older than this (ms, by receive time) is stale; a source silent as long is unhealthy. */
  staleAfterMs: number;
  /** After a failover, back to the primary once it has been healthy this long (ms). */
  failbackAfterMs: number;
  /** Fraction of the last dealt mid beyond which a new mid is held until confirmed. */
  jumpBand: Decimal;
  /** Fraction of the primary's mid beyond which the secondary's mid raises a drift alert. */
  driftLimit: Decimal;
  markup: MarkupPolicy;
}

/**
 * Defaults per category. Stale limits: crypto books move many times a second; FX, ETF, index and
 * commodity streams send a price only when it changes (OANDA heartbeats every 5 s), so a quiet
 * minute is not an outage. Jump bands are several times the largest one-tick move seen in normal
 * trading; drift limits a few typical spreads.
 */
export const CATEGORY_POLICY: Readonly<
  Record<InstrumentCategory, { staleAfterMs: number; jumpBand: string; driftLimit: string }>
> = {
  crypto: { staleAfterMs: 10_000, jumpBand: '0.05', driftLimit: '0.005' },
  forex: { staleAfterMs: 30_000, jumpBand: '0.01', driftLimit: '0.001' },
  etf: { staleAfterMs: 30_000, jumpBand: '0.03', driftLimit: '0.003' },
  futures: { staleAfterMs: 30_000, jumpBand: '0.03', driftLimit: '0.003' },
  commodity: { staleAfterMs: 30_000, jumpBand: '0.03', driftLimit: '0.003' },
};

export function resolveInstrumentPolicy(
  category: InstrumentCategory,
  policy: SourcesPolicy,
  entry: InstrumentSources,
): InstrumentPolicy {
  const defaults = CATEGORY_POLICY[category];
  return {
    staleAfterMs: entry.staleAfterMs ?? policy.staleAfterMs[category] ?? defaults.staleAfterMs,
    failbackAfterMs: policy.failbackAfterMs,
    jumpBand: new Decimal(entry.jumpBand ?? policy.jumpBand[category] ?? defaults.jumpBand),
    driftLimit: new Decimal(entry.driftLimit ?? policy.driftLimit[category] ?? defaults.driftLimit),
    markup: entry.markup ? toMarkupPolicy(entry.markup) : NO_MARKUP,
  };
}

function toMarkupPolicy(setting: MarkupSetting): MarkupPolicy {
  return 'points' in setting
    ? { kind: 'points', points: setting.points, minSpread: setting.minSpread }
    : { kind: 'share', share: setting.share, minSpread: setting.minSpread };
}
