import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserOutline } from 'antd-mobile-icons';
import type { UserInfo } from '@waihui/contracts';
import { copyText } from '@/lib/clipboard';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import '@/components/forms.css';
import './me.css';

const STATUS_TONE: Record<UserInfo['verification_status'], string> = {
  unverified: 'wh-tag--muted',
  pending: 'wh-tag--warning',
  verified: 'wh-tag--success',
  rejected: 'wh-tag--danger',
};

/**
 * The logged-in user's profile (GET /api/user/info): masked account, UID, own invite code with
 * copy ("content copied"), identity verification and whether a fund password is set.
 */
export function ProfileCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation();

  async function copyInviteCode(): Promise<void> {
    const copied = await copyText(info.invite_code);
    if (copied) showToast(tc('feedback.copied'), { icon: 'success' });
    else showToast(t('me.copyFailed'), { icon: 'fail' });
  }

  return (
    <section className="wh-profile" aria-label={tc('titles.me')}>
      <div className="wh-profile__head">
        <span className="wh-profile__avatar" aria-hidden="true">
          <UserOutline />
        </span>
        <div className="wh-profile__who">
          <p className="wh-profile__account" data-testid="profile-account">
            {info.account}
          </p>
          <p className="wh-profile__uid">
            {t('me.uid')} <span data-testid="profile-uid">{info.uid}</span>
          </p>
          <p className="wh-profile__invite">
            <span>{t('me.inviteCode')}</span>
            <span className="wh-profile__code" data-testid="profile-invite-code">
              {info.invite_code}
            </span>
            <button type="button" className="wh-copy-button" onClick={() => void copyInviteCode()}>
              {t('me.copy')}
            </button>
          </p>
        </div>
      </div>
      <dl className="wh-profile__facts">
        <div className="wh-profile__fact">
          <dt>{t('me.verification')}</dt>
          <dd>
            <Link
              to={PATHS.identityVerification}
              className={`wh-tag ${STATUS_TONE[info.verification_status]}`}
            >
              {t(`me.status.${info.verification_status}`)}
            </Link>
          </dd>
        </div>
        <div className="wh-profile__fact">
          <dt>{t('me.fundPassword')}</dt>
          <dd>
            <Link
              to={PATHS.security}
              className={`wh-tag ${info.has_fund_password ? 'wh-tag--success' : 'wh-tag--warning'}`}
            >
              {info.has_fund_password ? t('me.fundSet') : t('me.fundNotSet')}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Loading state of the profile card. */
export function ProfileSkeleton() {
  return (
    <section className="wh-profile" aria-busy="true">
      <div className="wh-profile__head">
        <span className="wh-profile__avatar" aria-hidden="true">
          <UserOutline />
        </span>
        <div className="wh-profile__who">
          <span className="wh-skeleton wh-skeleton--light" style={{ width: '60%' }} />
          <span className="wh-skeleton wh-skeleton--light" style={{ width: '35%', marginTop: 8 }} />
        </div>
      </div>
    </section>
  );
}

/** What a visitor without a session sees instead of the profile. */
export function GuestCard() {
  const { t } = useTranslation('identity');
  return (
    <section className="wh-profile wh-profile--guest">
      <div className="wh-profile__head">
        <span className="wh-profile__avatar" aria-hidden="true">
          <UserOutline />
        </span>
        <div className="wh-profile__who">
          <p className="wh-profile__account">{t('me.guestTitle')}</p>
          <p className="wh-profile__uid">{t('me.guestText')}</p>
        </div>
        <div className="wh-profile__actions">
          <Link to={PATHS.login} className="wh-button wh-button--light">
            {t('me.login')}
          </Link>
          <Link to={PATHS.register} className="wh-button wh-button--outline-light">
            {t('me.register')}
          </Link>
        </div>
      </div>
    </section>
  );
}
