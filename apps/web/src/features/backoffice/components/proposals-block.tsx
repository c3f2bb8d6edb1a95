import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminProposalRow } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { getProposalsQueryOptions, useDecideProposal } from '../api/proposals';
import { useOperatorFormat } from './operator-format';

/**
 * Pending changes (admin): a money-moving save (instrument terms, delivery payouts, withdrawal fees
 * and the four-eyes threshold) applies only when a second admin approves it here. Its proposer may
 * withdraw it; the server refuses their approval (product.md §6.3).
 */
export function ProposalsBlock() {
  const { t } = useTranslation('backoffice');
  const list = useQuery(getProposalsQueryOptions());
  const rows = list.data?.list ?? [];
  return (
    <section aria-labelledby="bo-proposals">
      <h2 id="bo-proposals">{t('proposals.heading')}</h2>
      <p>{t('proposals.note')}</p>
      {rows.length === 0 ? (
        <p>{t('proposals.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('proposals.change')}</th>
              <th scope="col">{t('proposals.value')}</th>
              <th scope="col">{t('proposals.proposer')}</th>
              <th scope="col">{t('audit.time')}</th>
              <th scope="col">{t('proposals.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ProposalRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ProposalRow({ row }: { row: AdminProposalRow }) {
  const { t } = useTranslation('backoffice');
  const decide = useDecideProposal();
  const format = useOperatorFormat();
  // A refusal (OWN_PROPOSAL, PROPOSAL_NOT_PENDING) was toasted by the client; nothing else to do.
  const send = (apply: boolean) => () =>
    decide.mutate(
      { id: row.id, apply },
      {
        onSuccess: (decided) =>
          showToast(t(`proposals.statuses.${decided.status}`), { icon: 'success' }),
      },
    );
  return (
    <tr>
      <th scope="row">{t(`proposals.actions.${row.action}`, { defaultValue: row.action })}</th>
      <td>
        <code>{JSON.stringify(row.value)}</code>
      </td>
      <td>{row.proposer}</td>
      <td>{format.time(row.proposed_at)}</td>
      <td>
        {row.status === 'pending' ? (
          <span className="bo-inline">
            <button type="button" disabled={decide.isPending} onClick={send(true)}>
              {t('proposals.approve')}
            </button>
            <button type="button" disabled={decide.isPending} onClick={send(false)}>
              {t('proposals.reject')}
            </button>
          </span>
        ) : (
          t(`proposals.statuses.${row.status}`)
        )}
      </td>
    </tr>
  );
}
