import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { getUserDetailQueryOptions, getUserSearchQueryOptions, useLockUser } from '../api/users';
import { Facts } from './facts';
import { useOperatorFormat } from './operator-format';
import { SearchForm } from './search-form';

/** Users: search by uid, e-mail or phone; a user's profile, balances and sign-ins; sign-in lock. */
export function UsersSection({ canLock }: { canLock: boolean }) {
  const { t } = useTranslation('backoffice');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const found = useQuery(getUserSearchQueryOptions(q));
  return (
    <section aria-labelledby="bo-users">
      <h2 id="bo-users">{t('nav.users')}</h2>
      <SearchForm
        name="bo-user"
        field="q"
        label={t('users.search')}
        buttonLabel={t('users.searchButton')}
        search={(text) => {
          setQ(text);
          setSelected(null);
        }}
      />
      {found.data && found.data.list.length === 0 && <p>{t('users.none')}</p>}
      {found.data && found.data.list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('users.uid')}</th>
              <th scope="col">{t('users.email')}</th>
              <th scope="col">{t('users.phone')}</th>
              <th scope="col">{t('users.status')}</th>
              <th scope="col">{t('users.open')}</th>
            </tr>
          </thead>
          <tbody>
            {found.data.list.map((user) => (
              <tr key={user.user_id}>
                <td>{user.uid}</td>
                <td>{user.email ?? '—'}</td>
                <td>{user.phone ?? '—'}</td>
                <td>{user.sign_in_locked ? t('users.locked') : t('users.active')}</td>
                <td>
                  <button type="button" onClick={() => setSelected(user.user_id)}>
                    {t('users.open')} {user.uid}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected !== null && <UserDetail userId={selected} canLock={canLock} />}
    </section>
  );
}

function UserDetail({ userId, canLock }: { userId: string; canLock: boolean }) {
  const { t } = useTranslation('backoffice');
  const detail = useQuery(getUserDetailQueryOptions(userId));
  const lock = useLockUser(userId);
  const format = useOperatorFormat();
  const data = detail.data;
  if (data === undefined) return null;
  const balances = [
    ...data.accounts.coin.balance_arr.map((b) => ({ account: 'coin' as const, ...b })),
    ...data.accounts.contract.balance_arr.map((b) => ({ account: 'contract' as const, ...b })),
  ];
  return (
    <section aria-labelledby="bo-user-detail" className="bo-card">
      <h3 id="bo-user-detail">
        {format.user({ uid: data.user.uid, contact: data.user.email ?? data.user.phone })}
      </h3>
      <Facts
        facts={[
          [t('users.country'), data.user.country ?? '—'],
          [t('users.created'), format.time(data.user.created_at)],
          [
            t('users.lastLogin'),
            data.user.last_login_at ? format.time(data.user.last_login_at) : '—',
          ],
          [t('users.status'), data.user.sign_in_locked ? t('users.locked') : t('users.active')],
        ]}
      />
      {canLock && (
        <button type="button" onClick={() => lock.mutate(!data.user.sign_in_locked)}>
          {data.user.sign_in_locked ? t('users.unlock') : t('users.lock')}
        </button>
      )}
      <h4>{t('users.balances')}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('users.account')}</th>
            <th scope="col">{t('users.currency')}</th>
            <th scope="col">{t('users.available')}</th>
            <th scope="col">{t('users.frozen')}</th>
          </tr>
        </thead>
        <tbody>
          {balances.map((b) => (
            <tr key={`${b.account}-${b.code}`}>
              <td>{t(`users.accounts.${b.account}`)}</td>
              <td>{b.code}</td>
              <td>{b.balance}</td>
              <td>{b.lock_balance}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('users.positions', { count: data.open_trades.positions.length })}</p>
      <p>{t('users.orders', { count: data.open_trades.orders.length })}</p>
      <h4>{t('users.logins')}</h4>
      <ul>
        {data.logins.map((login) => (
          <li key={login.at}>{format.time(login.at)}</li>
        ))}
      </ul>
    </section>
  );
}
