import { useTranslation } from 'react-i18next';
import type { DeliveryContract } from '@waihui/contracts';
import { QuoteLine } from './quote-line';
import { Sheet } from '@/components/sheet';
import { formatMoney } from '@/lib/format/numbers';

/** The result of a settled contract: outcome, what was paid back, and both quotes it was decided on. */
export function ResultSheet({
  contract,
  onClose,
}: {
  contract: DeliveryContract;
  onClose: () => void;
}) {
  const { t } = useTranslation('delivery');
  const outcome = contract.outcome ?? 'tie';
  return (
    <Sheet
      title={t('result.title')}
      onClose={onClose}
      closeLabel={t('result.close')}
      footer={
        <button type="button" className="wh-delivery-button" onClick={onClose}>
          {t('result.close')}
        </button>
      }
    >
      <p className={`wh-delivery-outcome wh-delivery-outcome--${outcome}`} data-field="outcome">
        {t(`result.${outcome}`)}
      </p>
      <dl className="wh-delivery-facts">
        <div>
          <dt>
            {t('open.label', {
              symbol: contract.symbol,
              direction: contract.direction === 'up' ? t('form.up') : t('form.down'),
              seconds: contract.seconds,
            })}
          </dt>
          <dd>{`${formatMoney(contract.stake)} USD`}</dd>
        </div>
        <div>
          <dt>{t('result.payout')}</dt>
          <dd data-field="payout">{`${formatMoney(contract.payout ?? '0')} USD`}</dd>
        </div>
        <QuoteLine label={t('result.openQuote')} quote={contract.open} />
        {contract.settlement !== null && (
          <QuoteLine label={t('result.settlementQuote')} quote={contract.settlement} />
        )}
      </dl>
      {contract.settled_after_restart && (
        <p className="wh-delivery-hint">{t('result.afterRestart')}</p>
      )}
      {contract.settled_after_pause && <p className="wh-delivery-hint">{t('result.afterPause')}</p>}
    </Sheet>
  );
}
