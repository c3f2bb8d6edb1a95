import { useTranslation } from 'react-i18next';
import type { TradingSummary } from '@waihui/contracts';
import { formatMarginLevel } from './format';

/**
 * The warning of product.md §10.7: at a margin level at or below the margin-call level (100%) the user is
 * told to add funds or reduce positions; at or below the stop-out level the server is already
 * closing positions, so the banner says that, more strongly. An alert, so a screen reader
 * announces it when the level crosses while the page is open.
 */
export function MarginBanner({ summary }: { summary: TradingSummary }) {
  const { t } = useTranslation('positions');
  const state = summary.margin_state;
  if (state !== 'margin_call' && state !== 'stop_out') return null;
  const values = {
    level: formatMarginLevel(summary.margin_level),
    call: summary.margin_call_level,
    stopOut: summary.stop_out_level,
  };
  return (
    <div
      className={`wh-pos-banner wh-pos-banner--${state}`}
      role="alert"
      data-testid="margin-banner"
    >
      <strong className="wh-pos-banner__title">{t(`banner.${state}.title`)}</strong>
      <span>{t(`banner.${state}.text`, values)}</span>
    </div>
  );
}
