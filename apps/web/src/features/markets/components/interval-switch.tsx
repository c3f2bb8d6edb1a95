import { useTranslation } from 'react-i18next';
import { CANDLE_INTERVALS, type CandleInterval } from '@waihui/core';

/** The chart interval tabs: 1m 5m 15m 30m 1H 4H 1D 1W. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: CandleInterval;
  onChange: (interval: CandleInterval) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="wh-intervals" role="tablist" aria-label={t('chart.intervalLabel')}>
      {CANDLE_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          role="tab"
          aria-selected={interval === value}
          className="wh-intervals__item"
          onClick={() => onChange(interval)}
        >
          {t(`chart.intervals.${interval}`)}
        </button>
      ))}
    </div>
  );
}
