import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatMoney } from '@waihui/core';
import type { DepositRecord, Withdrawal } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { ListFooter } from '@/components/list-footer';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { loadedRows } from '@/lib/query/paging';
import {
  getDepositRecordsQueryOptions,
  getWithdrawalRecordsQueryOptions,
  useCancelWithdrawal,
} from '../api/funding';
import { formatUtcTime } from '../components/funding-time';
import { LoadState } from '../components/load-state';
import '../components/funding.css';

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
    <>
      <SegmentedTabs
        tabs={[
          { value: 'withdrawals', label: t('records.withdrawals') },
          { value: 'deposits', label: t('records.deposits') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('records.label')}
        className="wh-funding-tabs"
        tabClassName="wh-funding-tabs__tab"
        idPrefix="records"
      />
      <div role="tabpanel" id={`records-panel-${tab}`} aria-labelledby={`records-tab-${tab}`}>
        {tab === 'withdrawals' ? <WithdrawalList token={token} /> : <DepositList token={token} />}
      </div>
    </>
  );
}

function WithdrawalList({ token }: { token: string }) {
  const log = useInfiniteQuery(getWithdrawalRecordsQueryOptions(token));
  const items = loadedRows(log.data);
  return (
    <Paged {...pagingOf(log, items.length)}>
      {items.map((item) => (
        <WithdrawalRow key={item.id} item={item} />
      ))}
    </Paged>
  );
}

function DepositList({ token }: { token: string }) {
  const log = useInfiniteQuery(getDepositRecordsQueryOptions(token));
  const items = loadedRows(log.data);
  return (
    <Paged {...pagingOf(log, items.length)}>
      {items.map((item) => (
        <DepositRow key={item.id} item={item} />
      ))}
    </Paged>
  );
}

/** What Paged needs from an infinite query whose loaded pages hold `count` items. */
function pagingOf(
  log: {
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    refetch: () => Promise<unknown>;
    fetchNextPage: () => Promise<unknown>;
  },
  count: number,
) {
  return {
    pending: log.isPending,
    failed: log.isError && count === 0,
    onRetry: () => void log.refetch(),
    empty: count === 0,
    hasMore: log.hasNextPage,
    loading: log.isFetchingNextPage,
    onLoadMore: () => void log.fetchNextPage(),
  };
}

function Paged(props: {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: boolean;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('funding');
  const { t: tc } = useTranslation();
  if (props.pending || props.failed)
    return <LoadState failed={props.failed} onRetry={props.onRetry} />;
  if (props.empty) return <p className="wh-funding-state">{tc('list.empty')}</p>;
  return (
    <>
      <ul className="wh-funding-list" aria-label={t('records.label')}>
        {props.children}
      </ul>
      <ListFooter hasMore={props.hasMore} loading={props.loading} onLoadMore={props.onLoadMore} />
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
    <li className="wh-funding-item" data-testid={`withdrawal-${item.id}`}>
      <div className="wh-funding-item__head">
        <span data-field="amount">{`${formatMoney(item.amount)} ${item.currency}`}</span>
        <StatusTag status={item.status} />
      </div>
      <p className="wh-funding-item__meta">
        {`${t('records.fee')} ${item.fee} · ${t('records.net')} ${item.net} · ${t(`chains.${item.method}`)}`}
      </p>
      <p className="wh-funding-item__meta">{`${t('records.to')} ${item.destination}`}</p>
      {item.status === 'paid' && item.external_ref !== null && (
        // The operator's payout reference (bank reference or transaction hash), so the user can trace it.
        <p className="wh-funding-item__meta" data-field="payout-ref">
          {`${t('records.payoutRef')} ${item.external_ref}`}
        </p>
      )}
      {item.reject_reason !== null && (
        <p className="wh-funding-item__meta">
          {t('records.reason', { reason: item.reject_reason })}
        </p>
      )}
      <p className="wh-funding-item__meta">
        <time dateTime={item.created_at}>{formatUtcTime(item.created_at)}</time>
      </p>
      {item.status === 'pending' && (
        <div className="wh-funding-item__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => void onCancel()}
          >
            {t('records.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

function DepositRow({ item }: { item: DepositRecord }) {
  const { t } = useTranslation('funding');
  return (
    <li className="wh-funding-item" data-testid={`deposit-${item.id}`}>
      <div className="wh-funding-item__head">
        <span data-field="amount">{`${formatMoney(item.amount)} ${item.currency}`}</span>
        <StatusTag status={item.status} />
      </div>
      <p className="wh-funding-item__meta">{`${t(`chains.${item.method}`)} · ${t('records.ref')} ${item.tx_ref}`}</p>
      {item.reject_reason !== null && (
        <p className="wh-funding-item__meta">
          {t('records.reason', { reason: item.reject_reason })}
        </p>
      )}
      <p className="wh-funding-item__meta">
        <time dateTime={item.created_at}>{formatUtcTime(item.created_at)}</time>
      </p>
    </li>
  );
}
