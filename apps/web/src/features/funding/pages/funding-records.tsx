import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DepositRecord, Withdrawal } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { ListFooter, type MorePages } from '@/components/list-footer';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { TabbedPanel } from '@/components/tabbed-panel';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { type ListPage, loadedRows } from '@/lib/query/paging';
import {
  getDepositRecordsQueryOptions,
  getWithdrawalRecordsQueryOptions,
  useCancelWithdrawal,
} from '../api/funding';
import { LoadState } from '../components/load-state';
import '../components/funding.css';
import { formatMoney } from '@/lib/format/numbers';
import { formatInstant } from '@/lib/format/times';

type Tab = 'withdrawals' | 'deposits';

/** Deposit and withdrawal records (chongTiJiLu): status, amounts, fee, net, destination, a paid one's payout reference, times. */
export default function FundingRecordsPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.fundingRecords')} />
      {token === null ? <LoginRequired /> : <Records token={token} />}
    </>
  );
}

function Records({ token }: { token: string }) {
  const { t } = useTranslation('funding');
  const [tab, setTab] = useState<Tab>('withdrawals');
  return (
    <TabbedPanel
      tabs={[
        { value: 'withdrawals', label: t('records.withdrawals') },
        { value: 'deposits', label: t('records.deposits') },
      ]}
      value={tab}
      onChange={setTab}
      label={t('records.label')}
      className="wh-funding-tabs"
      idPrefix="records"
    >
      {tab === 'withdrawals' ? <WithdrawalList token={token} /> : <DepositList token={token} />}
    </TabbedPanel>
  );
}

function WithdrawalList({ token }: { token: string }) {
  const log = useInfiniteQuery(getWithdrawalRecordsQueryOptions(token));
  return <RecordList log={log} row={(item) => <WithdrawalRow key={item.id} item={item} />} />;
}

function DepositList({ token }: { token: string }) {
  const log = useInfiniteQuery(getDepositRecordsQueryOptions(token));
  return <RecordList log={log} row={(item) => <DepositRow key={item.id} item={item} />} />;
}

/** What RecordList reads of a records route's infinite query. */
interface RecordsQuery<Row> extends MorePages {
  data: { pages: readonly ListPage<Row>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** One kind of record, page by page: loading, failed (with Retry), empty, or the rows and the footer. */
function RecordList<Row extends { id: number }>({
  log,
  row,
}: {
  log: RecordsQuery<Row>;
  row: (item: Row) => ReactNode;
}) {
  const { t } = useTranslation('funding');
  const { t: tc } = useTranslation();
  const items = loadedRows(log.data);
  const failed = log.isError && items.length === 0;
  if (log.isPending || failed)
    return <LoadState failed={failed} onRetry={() => void log.refetch()} />;
  if (items.length === 0) return <p className="wh-funding-state">{tc('list.empty')}</p>;
  return (
    <>
      <ul className="wh-funding-list" aria-label={t('records.label')}>
        {items.map(row)}
      </ul>
      <ListFooter pages={log} />
    </>
  );
}

const STATUS_TAG = {
  pending: 'wh-tag--warning',
  approved: 'wh-tag--warning',
  paid: 'wh-tag--success',
  confirmed: 'wh-tag--success',
  rejected: 'wh-tag--danger',
  cancelled: 'wh-tag--muted',
} as const;

function StatusTag({ status }: { status: keyof typeof STATUS_TAG }) {
  const { t } = useTranslation('funding');
  return (
    <span className={`wh-tag ${STATUS_TAG[status]}`} data-field="status">
      {t(`records.status.${status}`)}
    </span>
  );
}

/**
 * One deposit or withdrawal: amount and status, the kind's own lines (`children`), a refusal's
 * reason, when it was made, then the kind's `actions`.
 */
function RecordItem({
  testId,
  item,
  children,
  actions,
}: {
  testId: string;
  item: DepositRecord | Withdrawal;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('funding');
  return (
    <li className="wh-funding-item" data-testid={testId}>
      <div className="wh-funding-item__head">
        <span data-field="amount">{`${formatMoney(item.amount, item.currency)} ${item.currency}`}</span>
        <StatusTag status={item.status} />
      </div>
      {children}
      {item.reject_reason !== null && (
        <p className="wh-funding-item__meta">
          {t('records.reason', { reason: item.reject_reason })}
        </p>
      )}
      <p className="wh-funding-item__meta">
        <time dateTime={item.created_at}>{formatInstant(item.created_at)}</time>
      </p>
      {actions}
    </li>
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const { t } = useTranslation('funding');
  const cancel = useCancelWithdrawal();
  async function onCancel() {
    const confirmed = await confirmDialog({
      title: t('records.cancelTitle'),
      confirmText: t('records.cancel'),
    });
    if (!confirmed) return;
    await cancel.mutateAsync(item.id);
    showToast(t('records.cancelled'), { icon: 'success' });
  }
  return (
    <RecordItem
      testId={`withdrawal-${item.id}`}
      item={item}
      actions={
        item.status === 'pending' && (
          <div className="wh-funding-item__actions">
            <button
              type="button"
              className="wh-button wh-button--ghost"
              onClick={() => void onCancel()}
            >
              {t('records.cancel')}
            </button>
          </div>
        )
      }
    >
      <p className="wh-funding-item__meta">
        {`${t('records.fee')} ${formatMoney(item.fee, item.currency)} · ${t('records.net')} ${formatMoney(item.net, item.currency)} · ${t(`chains.${item.method}`)}`}
      </p>
      <p className="wh-funding-item__meta">{`${t('records.to')} ${item.destination}`}</p>
      {item.status === 'paid' && item.external_ref !== null && (
        // The operator's payout reference (bank reference or transaction hash), so the user can trace it.
        <p className="wh-funding-item__meta" data-field="payout-ref">
          {`${t('records.payoutRef')} ${item.external_ref}`}
        </p>
      )}
    </RecordItem>
  );
}

function DepositRow({ item }: { item: DepositRecord }) {
  const { t } = useTranslation('funding');
  return (
    <RecordItem testId={`deposit-${item.id}`} item={item}>
      <p className="wh-funding-item__meta">{`${t(`chains.${item.method}`)} · ${t('records.ref')} ${item.tx_ref}`}</p>
    </RecordItem>
  );
}
