import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { getVerificationCenterQueryOptions } from '../api/verification';
import { VerificationStatus } from '../components/verification-status';

/** Identity verification, step 1 (shiMingRenZheng): the user's status and what they submitted. */
export default function IdentityVerificationPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.identityVerification')} />
      {token === null ? <LoginRequired /> : <StatusPanel token={token} />}
    </>
  );
}

function StatusPanel({ token }: { token: string }) {
  const { t } = useTranslation('verification');
  const center = useQuery(getVerificationCenterQueryOptions(token));
  if (center.data !== undefined) return <VerificationStatus center={center.data} />;
  if (center.isError) {
    return (
      <div className="wh-verify-status" role="alert">
        <p>{t('status.loadFailed')}</p>
        <button
          type="button"
          className="wh-button wh-button--ghost"
          onClick={() => void center.refetch()}
        >
          {t('status.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="wh-verify-status" role="status">
      {t('status.loading')}
    </p>
  );
}
