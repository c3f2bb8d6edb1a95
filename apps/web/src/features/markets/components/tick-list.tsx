import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DealItem, Ticker } from '@waihui/contracts';
import { DEAL_LIMIT, getDealQueryOptions } from '../api/get-deal';
import { prependTick } from './ticks';
import { formatPrice } from '@/lib/format/prices';

const DIRECTION_CLASS = { up: 'wh-rise', down: 'wh-fall', flat: '' } as const;

/** The latest quotes of the instrument (GET /api/market/deal), topped up live from the ticker. */
export function TickList({ symbol, ticker }: { symbol: string; ticker: Ticker | undefined }) {
  const { t, i18n } = useTranslation('market');
  const deal = useQuery(getDealQueryOptions(symbol));
  const [rows, setRows] = useState<readonly DealItem[]>([]);

  useEffect(() => {
    if (deal.data !== undefined) setRows(deal.data.items.slice(0, DEAL_LIMIT));
  }, [deal.data]);
  useEffect(() => {
    setRows((current) => prependTick(current, ticker, DEAL_LIMIT));
  }, [ticker]);

  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
        // The one rule for times (docs/decisions.md): the device's zone, named.
        timeZoneName: 'short',
      }),
    [i18n.language],
  );

  return (
    <section className="wh-ticks" aria-labelledby="wh-ticks-title">
      <h2 id="wh-ticks-title" className="wh-chart-section__title">
        {t('chart.ticks')}
      </h2>
      <table className="wh-ticks__table">
        <thead>
          <tr>
            <th scope="col">{t('chart.time')}</th>
            <th scope="col">{t('chart.bid')}</th>
            <th scope="col">{t('chart.ask')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seq}>
              <td>{time.format(row.ts)}</td>
              <td className={DIRECTION_CLASS[row.direction]}>{formatPrice(row.bid)}</td>
              <td className={DIRECTION_CLASS[row.direction]}>{formatPrice(row.ask)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
