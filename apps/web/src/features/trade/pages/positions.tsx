import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookSwitch } from '@/components/book-switch';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
import { TabbedPanel } from '@/components/tabbed-panel';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useAppStore } from '@/lib/store/store';
import { useTradingLive } from '../api/live';
import { getOpenTradesQueryOptions } from '../api/trading';
import { AccountSummaryStrip } from '../components/positions/account-summary-strip';
import { EntrustPanel } from '../components/positions/entrust-panel';
import { HistoryPanel } from '../components/positions/history-panel';
import { HoldingPanel } from '../components/positions/holding-panel';
import { LoadFailed, LoadingState } from '../components/positions/list-states';
import {
  POSITION_TABS,
  tabFromQuery,
  type PositionTab,
} from '../components/positions/position-tabs';
import '../components/positions/positions.css';

/**
 * Positions (product.md §2.4, §4.2): the contract account strip with the margin-call banner, and the
 * holding / current entrust / history views, the chosen one in the address (`?tab=`) so back and
 * reload keep it. Standard header with an empty title, so the page names itself in its body.
 * Live: the account channel patches P/L and refreshes after every fill (useTradingLive).
 */
export default function PositionsPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  useTradingLive(token);
  return (
    <>
      <NavBar />
      <BookSwitch />
      <h1 className="wh-pos-title">{t('titles.positions')}</h1>
      {token === null ? <LoginRequired /> : <Positions token={token} />}
    </>
  );
}

function Positions({ token }: { token: string }) {
  const { t } = useTranslation('positions');
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const open = useQuery(getOpenTradesQueryOptions(token));

  function chooseTab(next: PositionTab): void {
    // Replace, not push: back leaves the page instead of walking through the tabs.
    setParams({ tab: next }, { replace: true });
  }

  let panel;
  if (tab === 'history') {
    panel = <HistoryPanel token={token} />;
  } else if (open.data !== undefined) {
    panel =
      tab === 'holding' ? (
        <HoldingPanel positions={open.data.positions} />
      ) : (
        <EntrustPanel orders={open.data.orders} />
      );
  } else if (open.isError) {
    panel = <LoadFailed message={t('state.loadFailed')} onRetry={() => void open.refetch()} />;
  } else {
    panel = <LoadingState />;
  }

  return (
    <QuotesScope className="wh-pos">
      {open.data !== undefined && <AccountSummaryStrip summary={open.data.summary} />}
      <TabbedPanel
        tabs={POSITION_TABS.map((id) => ({ value: id, label: t(`tabs.${id}`) }))}
        value={tab}
        onChange={chooseTab}
        label={t('tabs.label')}
        className="wh-underline-tabs"
        idPrefix="wh-pos"
      >
        {panel}
      </TabbedPanel>
    </QuotesScope>
  );
}
