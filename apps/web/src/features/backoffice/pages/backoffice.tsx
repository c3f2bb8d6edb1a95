import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerIsDemo } from '../api/demo-mode';
import { useOperatorSession } from '../api/operator-session';
import { signOut } from '../api/sign-in';
import { SignIn } from '../components/sign-in';
import { UsersSection } from '../components/users-section';
import { FeedbackSection } from '../components/feedback-section';
import { ContentSection } from '../components/content-section';
import { BannersSection } from '../components/banners-section';
import { SettingsSection } from '../components/settings-section';
import { AuditSection } from '../components/audit-section';
import { FeedSection } from '../components/feed-section';
import { VerificationsSection } from '../components/verifications-section';
import { DepositsSection } from '../components/deposits-section';
import { WithdrawalsSection } from '../components/withdrawals-section';
import { OperatorsSection } from '../components/operators-section';
import '../components/backoffice.css';

type Section =
  | 'users'
  | 'verifications'
  | 'deposits'
  | 'withdrawals'
  | 'feedback'
  | 'content'
  | 'banners'
  | 'settings'
  | 'feed'
  | 'operators'
  | 'audit';

/** Which sections each role opens (the server checks again on every route). */
const SECTION_ROLES: Record<Section, readonly string[]> = {
  users: ['support', 'compliance', 'finance', 'admin'],
  verifications: ['compliance'],
  deposits: ['finance'],
  withdrawals: ['finance'],
  feedback: ['support', 'admin'],
  content: ['admin'],
  banners: ['admin'],
  settings: ['admin'],
  feed: ['admin'],
  operators: ['admin'],
  audit: ['admin', 'compliance'],
};

/** The back-office (product.md §14): operator sign-in, then users, review queues, feedback, content, settings, price feed, operators, audit. */
export default function BackofficePage() {
  const { t } = useTranslation('backoffice');
  const session = useOperatorSession();
  const [section, setSection] = useState<Section>('users');
  if (session === null) {
    return (
      <div className="bo">
        <h1>{t('title')}</h1>
        <SignIn />
      </div>
    );
  }
  const open = (Object.keys(SECTION_ROLES) as Section[]).filter((key) =>
    SECTION_ROLES[key].some((role) => session.roles.includes(role as never)),
  );
  const shown = open.includes(section) ? section : open[0];

  return (
    <div className="bo">
      <header className="bo-header">
        <h1>{t('title')}</h1>
        <DemoLabel />
        <span>
          {t('nav.roles', {
            roles: session.roles.map((role) => t(`operators.roleNames.${role}`)).join(', '),
          })}
        </span>
        <button type="button" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </button>
      </header>
      <nav className="bo-nav" aria-label={t('nav.label')}>
        {open.map((key) => (
          <button
            key={key}
            type="button"
            aria-current={key === shown ? 'page' : undefined}
            onClick={() => setSection(key)}
          >
            {t(`nav.${key}`)}
          </button>
        ))}
      </nav>
      <div className="bo-main">
        {shown === 'users' && (
          <UsersSection canLock={session.roles.some((r) => r === 'support' || r === 'admin')} />
        )}
        {shown === 'verifications' && <VerificationsSection />}
        {shown === 'deposits' && <DepositsSection />}
        {shown === 'withdrawals' && <WithdrawalsSection />}
        {shown === 'feedback' && <FeedbackSection />}
        {shown === 'content' && <ContentSection />}
        {shown === 'banners' && <BannersSection />}
        {shown === 'settings' && <SettingsSection />}
        {shown === 'feed' && <FeedSection />}
        {shown === 'operators' && <OperatorsSection />}
        {shown === 'audit' && <AuditSection />}
      </div>
    </div>
  );
}

/**
 * "Demo" beside the title in demo mode (product.md §1.5), styled as the app's own badge (whose
 * component is not imported here: see api/demo-mode.ts).
 */
function DemoLabel() {
  const { t } = useTranslation();
  if (!useServerIsDemo()) return null;
  return (
    <span className="wh-demo-badge" title={t('demo.hint')}>
      {t('demo.badge')}
    </span>
  );
}
