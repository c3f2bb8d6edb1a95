import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VerificationCenterData, VerificationDetails } from '@waihui/contracts';
import { PATHS } from '@/lib/paths';
import { IdPhoto } from './id-photo';
import './verification.css';
import { formatInstant } from '@/lib/format/times';

/**
 * Where the user stands (product.md §4.1 labels): unverified with a start button, under review, approved,
 * or not approved with the operator's reason and a re-verify button. Submitted details follow,
 * the document number masked as the server sends it.
 */
export function VerificationStatus({ center }: { center: VerificationCenterData }) {
  const { t } = useTranslation('verification');
  const { status } = center;
  return (
    <>
      <section className="wh-verify-status" aria-labelledby="verify-status-label">
        <h2
          id="verify-status-label"
          className="wh-verify-status__label"
          data-testid="verification-status"
        >
          {t(`status.${status}`)}
        </h2>
        <p className="wh-verify-status__text">{t(`status.${status}Text`)}</p>
        {status === 'rejected' && center.rejection_reason !== null && (
          <p className="wh-verify-status__reason">
            <strong>{t('status.reason')}: </strong>
            {center.rejection_reason}
          </p>
        )}
        {(status === 'unverified' || status === 'rejected') && (
          <Link className="wh-button wh-button--primary" to={PATHS.identityVerification2}>
            {status === 'unverified' ? t('status.start') : t('status.reverify')}
          </Link>
        )}
      </section>
      {center.details !== null && status !== 'unverified' && (
        <SubmittedDetails details={center.details} submittedAt={center.submitted_at} />
      )}
    </>
  );
}

function SubmittedDetails({
  details,
  submittedAt,
}: {
  details: VerificationDetails;
  submittedAt: string | null;
}) {
  const { t } = useTranslation('verification');
  const rows: [string, string][] = [
    [t('details.country'), details.country_name],
    [t('details.name'), details.name],
    [t('details.gender'), t(`gender.${details.gender}`)],
    [t('details.birthDate'), details.birth_date],
    [t('details.idType'), t(`idType.${details.id_type}`)],
    [t('details.idNumber'), details.id_number_masked],
  ];
  if (submittedAt !== null) {
    rows.push([t('status.submittedAt'), formatInstant(submittedAt)]);
  }
  return (
    <section className="wh-verify-details" aria-labelledby="verify-details-title">
      <h2 id="verify-details-title">{t('details.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="wh-verify-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="wh-verify-photos">
        <IdPhoto link={details.front_photo} alt={t('form.front')} />
        <IdPhoto link={details.back_photo} alt={t('form.back')} />
      </div>
    </section>
  );
}
