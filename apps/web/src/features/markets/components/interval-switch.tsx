import { useTranslation } from 'react-i18next';
import { CANDLE_INTERVALS, type CandleInterval } from '@waihui/core';
import { SegmentedTabs } from '@/components/segmented-tabs';

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
    <SegmentedTabs
      tabs={CANDLE_INTERVALS.map((interval) => ({
        value: interval,
        label: t(`chart.intervals.${interval}`),
      }))}
      value={value}
      onChange={onChange}
      label={t('chart.intervalLabel')}
      className="wh-intervals"
      tabClassName="wh-intervals__item"
    />
  );
}
