import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { operatorCall } from '../api/operator-client';

const PAGE_SIZE = 20;

/** The audit log, newest first: filter by action, page through. */
export function AuditSection() {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['admin', 'audit', action, page],
    queryFn: ({ signal }) =>
      operatorCall(
        backofficeRoutes.adminAuditList,
        { page, limit: PAGE_SIZE, ...(action === '' ? {} : { action }) },
        { signal },
      ),
  });
  function filter(event: FormEvent) {
    event.preventDefault();
    setAction(text.trim());
    setPage(1);
  }
  return (
    <section aria-labelledby="bo-audit">
      <h2 id="bo-audit">{t('audit.heading')}</h2>
      <form className="bo-inline" onSubmit={filter}>
        <label htmlFor="bo-audit-action">{t('audit.action')}</label>
        <input
          id="bo-audit-action"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">{t('audit.filter')}</button>
      </form>
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
