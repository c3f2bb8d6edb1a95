import { useTranslation } from 'react-i18next';
import type { Ticker } from '@waihui/contracts';

/*
 * A price that may not be dealt now (product.md §13.2): the ticker's `status` says `stale` (the
 * price is delayed) or `closed` (out of its trading session). Screens grey such a price, put a
 * badge beside it and disable what would deal on it, saying why. Not used on the home route (its
 * size budget), so this file loads with the markets, chart, trade and delivery pages; its styles
 * are in quotes.css.
 * Texts: the `market` namespace.
 */

export type PriceStatus = 'stale' | 'closed';

/** The ticker's status when it may not be dealt now; null while live or unknown. */
export function priceStatusOf(ticker: Ticker | null | undefined): PriceStatus | null {
  const status = ticker?.status;
  return status === 'stale' || status === 'closed' ? status : null;
}

/** The class that greys a price while it is not live ('' while live). */
export function pausedPriceClass(ticker: Ticker | null | undefined): string {
  return priceStatusOf(ticker) === null ? '' : 'wh-price--paused';
}

/** "Delayed" or "Closed" beside a price that may not be dealt now; nothing while live. */
export function PriceStatusBadge({ ticker }: { ticker: Ticker | null | undefined }) {
  const { t } = useTranslation('market');
  const status = priceStatusOf(ticker);
  if (status === null) return null;
  return (
    <span className={`wh-price-status wh-price-status--${status}`} data-price-status={status}>
      {t(`priceStatus.${status}`)}
    </span>
  );
}

/**
 * Why nothing may be dealt on the instrument now, in the user's language (null while live): the
 * price is delayed until a fresh one arrives, or the market is closed, with when it opens (local
 * time) when the server knows.
 */
export function useNotLiveReason(ticker: Ticker | null | undefined): string | null {
  const { t, i18n } = useTranslation('market');
  const status = priceStatusOf(ticker);
  if (status === null) return null;
  if (status === 'stale') return t('priceStatus.staleReason');
  const opensAt = ticker?.opens_at;
  if (opensAt === undefined) return t('priceStatus.closedReason');
  const time = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // The one rule for times (docs/decisions.md): the device's zone, named.
    timeZoneName: 'short',
  }).format(opensAt);
  return t('priceStatus.closedReasonOpens', { time });
}

/** The reason under a disabled deal button; `id` ties it to the button (aria-describedby). */
export function NotLiveNote({ id, reason }: { id: string; reason: string | null }) {
  if (reason === null) return null;
  return (
    <p id={id} className="wh-not-live-note" role="status">
      {reason}
    </p>
  );
}
