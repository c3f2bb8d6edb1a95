import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { getWalletsQueryOptions } from '../api/funding';
import { DestinationItem } from '../components/destination-item';
import { LoadState } from '../components/load-state';
import '../components/funding.css';
import { delayHours } from '../components/delay-hours';

/** Bound USDT wallets (bindUSDT): each with when it is usable, edit and unbind; add another. */
export default function BindUsdtPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.bindUSDT')} />
      {token === null ? <LoginRequired /> : <Wallets token={token} />}
    </>
  );
}

function Wallets({ token }: { token: string }) {
  const { t } = useTranslation('funding');
  const wallets = useQuery(getWalletsQueryOptions(token));
  if (wallets.data === undefined) {
    return <LoadState failed={wallets.isError} onRetry={() => void wallets.refetch()} />;
  }
  return (
    <>
      {wallets.data.list.length === 0 ? (
        <p className="wh-funding-state">{t('destinations.none')}</p>
      ) : (
        <ul className="wh-funding-list" aria-label={t('destinations.wallets')}>
          {wallets.data.list.map((wallet) => (
            <DestinationItem
              key={wallet.id}
              id={wallet.id}
              title={t(`chains.${wallet.chain}`)}
              detail={wallet.address}
              usable={wallet.usable}
              usableFrom={wallet.usable_from}
              editPath={`${PATHS.addUSDT}?id=${wallet.id}`}
            />
          ))}
        </ul>
      )}
      <p className="wh-funding-note wh-funding-section">
        {t('destinations.delayNote', { hours: delayHours(wallets.data.delay_seconds) })}
      </p>
      <div className="wh-funding-actions">
        <Link className="wh-button wh-button--primary" to={PATHS.addUSDT}>
          {t('destinations.addWallet')}
        </Link>
      </div>
    </>
  );
}
