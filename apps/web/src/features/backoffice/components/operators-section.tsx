import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, OPERATOR_ROLES, type OperatorRole } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

/**
 * Operators (role admin): who holds which back-office role, and a form to grant or revoke one by
 * the user's uid. The server refuses revoking one's own admin role and the last admin role.
 */
export function OperatorsSection() {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminOperatorList, undefined, { signal }),
  });
  const [uid, setUid] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const change = useMutation({
    mutationFn: (grant: boolean) =>
      operatorCall(
        grant ? backofficeRoutes.adminOperatorGrant : backofficeRoutes.adminOperatorRevoke,
        { uid: Number.parseInt(uid, 10), role },
        { loading: true },
      ),
    onSuccess: (_row, grant) => {
      showToast(t(grant ? 'operators.granted' : 'operators.revoked'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: ['admin', 'operators'] });
    },
  });
  // A uid is the user's public number: digits only.
  const validUid = /^\d{1,9}$/.test(uid.trim()) && Number.parseInt(uid, 10) > 0;
  const submit = (grant: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (validUid) change.mutate(grant);
  };
  return (
    <section aria-labelledby="bo-operators">
      <h2 id="bo-operators">{t('nav.operators')}</h2>
      <form className="bo-inline" onSubmit={submit(true)}>
        <label htmlFor="bo-operator-uid">{t('operators.uid')}</label>
        <input
          id="bo-operator-uid"
          inputMode="numeric"
          value={uid}
          onChange={(event) => setUid(event.target.value)}
        />
        <label htmlFor="bo-operator-role">{t('operators.role')}</label>
        <select
          id="bo-operator-role"
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
        >
          {OPERATOR_ROLES.map((key) => (
            <option key={key} value={key}>
              {t(`operators.roleNames.${key}`)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!validUid}>
          {t('operators.grant')}
        </button>
        <button type="button" disabled={!validUid} onClick={() => submit(false)()}>
          {t('operators.revoke')}
        </button>
      </form>
      <p>{t('operators.note')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('operators.uid')}</th>
            <th scope="col">{t('operators.contact')}</th>
            <th scope="col">{t('operators.roles')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((row) => (
            <tr key={row.user_id}>
              <th scope="row">{row.uid}</th>
              <td>{row.email ?? row.phone ?? ''}</td>
              <td>{row.roles.map((key) => t(`operators.roleNames.${key}`)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
