import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckShieldOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import { LoadError } from '@/components/load-error';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { getUserInfoQueryOptions } from '@/lib/account/get-user-info';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { FundPasswordForm } from '../components/fund-password-form';
import { SessionsList } from '../components/sessions-list';
import '@/components/menu.css';
import '../components/me.css';

/**
 * Security (product.md §2.4): the login password (changed on the change-password page), the fund password, set or
 * changed here with a code, and the logged-in devices with logout (product.md §15.1). Needs a session.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('identity');
  const token = useAppStore((state) => state.token);
  const info = useQuery(getUserInfoQueryOptions(token));

  let body;
  if (token === null) body = <LoginRequired />;
  else if (info.data !== undefined) {
    const hasFund = info.data.has_fund_password;
    body = (
      <>
        <ul className="wh-menu__list wh-security-list">
          <li>
            <Link to={PATHS.changePassword} className="wh-menu__item">
              <LockOutline className="wh-menu__icon" aria-hidden="true" />
              <span className="wh-menu__label">{ti('security.loginPassword')}</span>
              <span className="wh-menu__extra">{ti('security.change')}</span>
              <RightOutline className="wh-menu__arrow" aria-hidden="true" />
            </Link>
          </li>
          <li>
            <div className="wh-menu__item">
              <CheckShieldOutline className="wh-menu__icon" aria-hidden="true" />
              <span className="wh-menu__label">{ti('me.fundPassword')}</span>
              <span
                className={`wh-tag ${hasFund ? 'wh-tag--success' : 'wh-tag--warning'}`}
                data-testid="fund-password-status"
              >
                {hasFund ? ti('me.fundSet') : ti('me.fundNotSet')}
              </span>
            </div>
          </li>
        </ul>
        <FundPasswordForm info={info.data} />
        <SessionsList token={token} />
      </>
    );
  } else if (info.isError) body = <LoadError onRetry={() => void info.refetch()} />;
  else
    body = (
      <div className="wh-form-card" aria-busy="true">
        <span className="wh-skeleton" style={{ margin: '16px 0' }} />
        <span className="wh-skeleton" style={{ width: '70%' }} />
      </div>
    );

  return (
    <>
      <PageHeader title={t('titles.security')} />
      {body}
    </>
  );
}
