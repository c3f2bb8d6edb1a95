import { useTranslation } from 'react-i18next';
import type { DeliveryContract } from '@waihui/contracts';
import { useTicker } from '@/lib/quotes/use-quotes';
import { countdownText, liveMid, trendAgainstOpen } from './delivery-values';
import { useNow } from './use-now';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';

/** The caller's open contracts: live countdown to expiry and the live mid against the open mid. */
export function OpenContracts({ contracts }: { contracts: readonly DeliveryContract[] }) {
  const { t } = useTranslation('delivery');
  if (contracts.length === 0) return null;
  return (
    <section className="wh-delivery-card" aria-labelledby="delivery-open-title">
      <h2 id="delivery-open-title" className="wh-delivery-card__title">
        {t('open.title')}
      </h2>
      <ul className="wh-delivery-open">
        {contracts.map((contract) => (
          <OpenContract key={contract.id} contract={contract} />
        ))}
      </ul>
    </section>
  );
}

function OpenContract({ contract }: { contract: DeliveryContract }) {
  const { t } = useTranslation('delivery');
  const now = useNow();
  const ticker = useTicker(contract.symbol);
  const current = ticker === undefined ? null : liveMid(ticker.bid, ticker.ask);
  const trend = current === null ? 'flat' : trendAgainstOpen(current, contract.open.mid);
  const countdown = countdownText(contract.expires_at, now);
  const expired = Date.parse(contract.expires_at) <= now;
  return (
    <li className="wh-delivery-open__item" data-testid={`open-${contract.id}`}>
      <p className="wh-delivery-open__label">
        <span className={`wh-delivery-tag wh-delivery-tag--${contract.direction}`}>
          {contract.direction === 'up' ? t('form.up') : t('form.down')}
        </span>{' '}
        {contract.symbol} · {t('form.seconds', { seconds: contract.seconds })}
      </p>
      <dl className="wh-delivery-facts wh-delivery-facts--inline">
        <div>
          <dt>{t('open.remaining')}</dt>
          <dd>
            <span role="timer" aria-live="off" data-field="countdown">
              {countdown}
            </span>
            {expired && <span className="wh-delivery-hint"> {t('open.settling')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('open.openPrice')}</dt>
          <dd data-field="open-price">{formatPrice(contract.open.mid)}</dd>
        </div>
        <div>
          <dt>{t('open.currentPrice')}</dt>
          <dd data-field="current-price" className={`wh-${trend}`}>
            {formatPrice(current)}
          </dd>
        </div>
        <div>
          <dt>{t('open.stake')}</dt>
          <dd>{`${formatMoney(contract.stake)} USD`}</dd>
        </div>
      </dl>
    </li>
  );
}
