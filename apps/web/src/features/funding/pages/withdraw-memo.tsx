import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import '../components/funding.css';

/** Withdrawal notes (quKuangMemo): the rules the withdrawal form applies, in words. */
export default function WithdrawMemoPage() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('funding');
  return (
    <>
      <PageHeader title={t('titles.withdrawMemo')} />
      <section className="wh-funding-section">
        <p>{tf('withdraw.notesText')}</p>
      </section>
    </>
  );
}
