import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SessionEntry } from '@waihui/contracts';
import { LoadError } from '@/components/load-error';
import { Dialog } from '@/lib/antd-mobile';
import { showToast } from '@/lib/toast/toast';
import { sessionsQueryOptions, useRevokeSession } from '../api/sessions';
import { deviceName } from './device-label';
import './me.css';
import { formatInstant } from '@/lib/format/times';

/**
 * The Security page's logged-in devices (product.md §15.1): each session with its device, address, login
 * and last use; "this device" first and marked; any other can be logged out after a confirmation.
 */
export function SessionsList({ token }: { token: string }) {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation();
  const sessions = useQuery(sessionsQueryOptions(token));
  const revoke = useRevokeSession();

  function label(session: SessionEntry): string {
    const { browser, system } = deviceName(session.user_agent);
    const parts = [browser, system].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(' · ') : t('sessions.unknownDevice');
  }

  async function onRevoke(session: SessionEntry) {
    const confirmed = await Dialog.confirm({
      content: t('sessions.confirmRevoke', { device: label(session) }),
      confirmText: t('sessions.revoke'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(session.id);
      showToast(t('sessions.revoked'), { icon: 'success' });
    } catch {
      // Already shown by the client (e.g. the device had logged out meanwhile).
    }
  }

  let body;
  if (sessions.data !== undefined) {
    // "This device" first, then the others as the server sorted them (most recently used first).
    const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
    body = (
      <ul className="wh-sessions__list">
        {list.map((session) => (
          <li key={session.id} className="wh-sessions__item">
            <div className="wh-sessions__text">
              <p className="wh-sessions__device">
                {label(session)}
                {session.current && (
                  <span className="wh-tag wh-tag--success wh-sessions__current">
                    {t('sessions.thisDevice')}
                  </span>
                )}
              </p>
              <p className="wh-sessions__meta">
                {session.ip === null
                  ? t('sessions.loggedIn', {
                      time: formatInstant(session.created_at),
                    })
                  : t('sessions.loggedInFrom', {
                      time: formatInstant(session.created_at),
                      ip: session.ip,
                    })}
              </p>
              <p className="wh-sessions__meta">
                {t('sessions.lastUsed', { time: formatInstant(session.last_used_at) })}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className="wh-button wh-button--ghost wh-sessions__revoke"
                aria-label={t('sessions.revokeLabel', { device: label(session) })}
                disabled={revoke.isPending}
                onClick={() => void onRevoke(session)}
              >
                {t('sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  } else if (sessions.isError) body = <LoadError onRetry={() => void sessions.refetch()} />;
  else body = <span className="wh-skeleton" aria-busy="true" style={{ margin: '16px 0' }} />;

  return (
    <section className="wh-form-card wh-sessions" aria-labelledby="wh-sessions-title">
      <h2 id="wh-sessions-title" className="wh-form-title">
        {t('sessions.title')}
      </h2>
      <p className="wh-form-note">{t('sessions.intro')}</p>
      {body}
    </section>
  );
}
