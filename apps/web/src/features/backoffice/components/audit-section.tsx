import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { getAuditLogQueryOptions } from '../api/audit';
import { SearchForm } from './search-form';

/** The audit log, newest first: filter by action, page through. */
export function AuditSection() {
  const { t } = useTranslation('backoffice');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useQuery(getAuditLogQueryOptions(action, page));
  return (
    <section aria-labelledby="bo-audit">
      <h2 id="bo-audit">{t('audit.heading')}</h2>
      <SearchForm
        name="bo-audit"
        field="action"
        label={t('audit.action')}
        buttonLabel={t('audit.filter')}
        search={(text) => {
          setAction(text);
          setPage(1);
        }}
      />
      {log.data?.list.length === 0 && <p>{t('audit.empty')}</p>}
      {log.data && log.data.list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('audit.time')}</th>
              <th scope="col">{t('audit.actor')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
              <th scope="col">{t('audit.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.list.map((row) => (
              <tr key={row.id}>
                <td>{row.at}</td>
                <td>{row.actor_id}</td>
                <td>{row.action}</td>
                <td>{row.target}</td>
                <td>
                  <code>{JSON.stringify(row.before)}</code>
                </td>
                <td>
                  <code>{JSON.stringify(row.after)}</code>
                </td>
                <td>{row.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="bo-inline">
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('audit.previous')}
        </button>
        <button type="button" disabled={!log.data?.has_more} onClick={() => setPage(page + 1)}>
          {t('audit.next')}
        </button>
      </div>
    </section>
  );
}
