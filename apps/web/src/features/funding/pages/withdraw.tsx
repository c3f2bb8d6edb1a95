import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import '../components/funding.css';

/** Withdraw entry (quKuang): to a wallet or a card, the cards and wallets, notes and records. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('funding');
  const links = [
    [PATHS.withdrawUSDT, tf('withdraw.toWallet')],
    [PATHS.withdrawCard, tf('withdraw.toCard')],
    [PATHS.bindUSDT, tf('destinations.wallets')],
    [PATHS.bindBank, tf('destinations.cards')],
    [PATHS.withdrawMemo, tf('withdraw.notes')],
    [PATHS.fundingRecords, tf('withdraw.records')],
  ] as const;
  return (
    <>
      <PageHeader title={t('titles.withdraw')} />
      <ul className="wh-funding-list">
        {links.map(([to, label]) => (
          <li key={to} className="wh-funding-item">
            <Link className="wh-link" to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
