import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { getBankCardsQueryOptions } from '../api/funding';
import { DestinationItem } from '../components/destination-item';
import { LoadState } from '../components/load-state';
import '../components/funding.css';
import { delayHours } from '../components/delay-hours';

/** Bound bank cards (bindBank): masked numbers, when usable, edit and unbind; add another. */
export default function BindBankPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.bindBank')} />
      {token === null ? <LoginRequired /> : <Cards token={token} />}
    </>
  );
}

function Cards({ token }: { token: string }) {
  const { t } = useTranslation('funding');
  const cards = useQuery(getBankCardsQueryOptions(token));
  if (cards.data === undefined) {
    return <LoadState failed={cards.isError} onRetry={() => void cards.refetch()} />;
  }
  return (
    <>
      {cards.data.list.length === 0 ? (
        <p className="wh-funding-state">{t('destinations.none')}</p>
      ) : (
        <ul className="wh-funding-list" aria-label={t('destinations.cards')}>
          {cards.data.list.map((card) => (
            <DestinationItem
              key={card.id}
              id={card.id}
              title={`${card.bank_name} ${card.card_number}`}
              detail={`${card.holder_name} · ${card.country} · ${card.currency}`}
              usable={card.usable}
              usableFrom={card.usable_from}
              editPath={`${PATHS.addBank}?id=${card.id}`}
            />
          ))}
        </ul>
      )}
      <p className="wh-funding-note wh-funding-section">
        {t('destinations.delayNote', { hours: delayHours(cards.data.delay_seconds) })}
      </p>
      <div className="wh-funding-actions">
        <Link className="wh-button wh-button--primary" to={PATHS.addBank}>
          {t('destinations.addCard')}
        </Link>
      </div>
    </>
  );
}
