import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { OPERATOR_ROLES, type OperatorRole } from '@waihui/contracts';
import { TextField } from '@/components/form/plain-fields';
import { SelectField } from '@/components/form/select-field';
import { useForm } from '@/components/form/use-form';
import { showToast } from '@/lib/toast/toast';
import { getOperatorsQueryOptions, useChangeOperatorRole } from '../api/operators';

/**
 * Operators (role admin): who holds which back-office role, and a form to grant or revoke one by
 * the user's uid. The server refuses revoking one's own admin role and the last admin role.
 */
export function OperatorsSection() {
  const { t } = useTranslation('backoffice');
  const list = useQuery(getOperatorsQueryOptions());
  const change = useChangeOperatorRole();
  const [uid, setUid] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const form = useForm(
    {
      name: 'bo-operator',
      fields: ['uid', 'role'],
    },
    {},
  );
  // A uid is the user's public number: digits only.
  const validUid = /^\d{1,9}$/.test(uid.trim()) && Number.parseInt(uid, 10) > 0;
  const send = (grant: boolean) => async () => {
    await change.mutateAsync({ grant, uid: Number.parseInt(uid, 10), role });
    showToast(t(grant ? 'operators.granted' : 'operators.revoked'), { icon: 'success' });
  };
  return (
    <section aria-labelledby="bo-operators">
      <h2 id="bo-operators">{t('nav.operators')}</h2>
      <form className="bo-inline" noValidate onSubmit={form.onSubmit(send(true))}>
        <TextField
          field={form.field('uid')}
          label={t('operators.uid')}
          inputMode="numeric"
          value={uid}
          onChange={setUid}
        />
        <SelectField
          field={form.field('role')}
          label={t('operators.role')}
          value={role}
          options={OPERATOR_ROLES.map((key) => ({
            value: key,
            label: t(`operators.roleNames.${key}`),
          }))}
          onChange={setRole}
        />
        <button type="submit" disabled={!validUid || form.submitting}>
          {t('operators.grant')}
        </button>
        <button
          type="button"
          disabled={!validUid || form.submitting}
          onClick={() => form.submit(send(false))}
        >
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
