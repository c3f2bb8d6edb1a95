import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { getAuditLogQueryOptions } from '../api/audit';
import { auditChanges } from './audit-changes';
import { useOperatorFormat } from './operator-format';
import { SearchForm } from './search-form';

/**
 * The audit log, newest first: filter by action, page through. Each row says when (with the zone),
 * which operator (uid and e-mail), the action in the operator's language, and what changed as
 * field, before and after.
 */
export function AuditSection() {
  const { t } = useTranslation('backoffice');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const format = useOperatorFormat();
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
              <th scope="col">{t('audit.changes')}</th>
              <th scope="col">{t('audit.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.list.map((row) => (
              <tr key={row.id}>
                <td>{format.time(row.at)}</td>
                <td>{row.actor ? format.user(row.actor) : row.actor_id}</td>
                <td>{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</td>
                <td>{row.target}</td>
                <td>
                  <AuditChanges before={row.before} after={row.after} />
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

/** What a row changed, as a small table of field, before and after. */
function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backoffice');
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <>{t('audit.noChange')}</>;
  return (
    <table className="bo-changes">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td>{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
