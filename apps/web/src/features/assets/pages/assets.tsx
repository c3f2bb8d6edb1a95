import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookSwitch } from '@/components/book-switch';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { getTradingSummaryQueryOptions } from '@/lib/account/trading-summary';
import { PATHS } from '@/lib/paths';
import { useTickers } from '@/lib/quotes/use-quotes';
import { useAppStore } from '@/lib/store/store';
import { getAccountListQueryOptions, getIncomeQueryOptions } from '../api/ledger';
import { getValuationInstrumentsQueryOptions } from '../api/markets';
import {
  ASSET_TABS,
  accountSummaryOf,
  currencyCodesOf,
  rowsOfTab,
  totalsOf,
  type AssetRow,
  type AssetTab,
} from '../components/summary';
import { NO_PAIRS, conversionSymbolsOf, pairsOf } from '../components/valuation';
import '../components/assets.css';
import { formatAccountAmount, formatMoney } from '@/lib/format/numbers';

/**
 * Assets (tab 4, product.md §2.8, §12.2): totals of the chosen account tab in USD (2 decimals), one row per
 * currency with its USD value at the current mid (moving with the live quotes), and the ways to
 * transfer and to the account history. Fills the store's `account` (product.md §3.1) from the same answers.
 */
export default function AssetsPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.assets')} back={false} account />
      <BookSwitch />
      {token === null ? <LoginRequired /> : <Assets token={token} />}
    </>
  );
}

function Assets({ token }: { token: string }) {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const [tab, setTab] = useState<AssetTab>('spot');
  const list = useQuery(getAccountListQueryOptions(token));
  const income = useQuery(getIncomeQueryOptions(token));
  // Equity and floating P/L of the contract account come from trading (asked on that tab only).
  const trading = useQuery({
    ...getTradingSummaryQueryOptions(token),
    enabled: tab === 'contract',
  });
  const setAccount = useAppStore((state) => state.setAccount);
  // Valuation (docs/decisions.md): each currency through its XXXUSD or USDXXX pair, live.
  const instruments = useQuery(getValuationInstrumentsQueryOptions());
  const symbols = useMemo(
    () =>
      list.data === undefined || instruments.data === undefined
        ? []
        : conversionSymbolsOf(currencyCodesOf(list.data), instruments.data),
    [list.data, instruments.data],
  );
  const live = useTickers(symbols.length === 0 ? null : symbols);
  const pairOf = useMemo(
    () => (instruments.data === undefined ? NO_PAIRS : pairsOf(instruments.data, live)),
    [instruments.data, live],
  );

  useEffect(() => {
    if (list.data === undefined || income.data === undefined) return;
    const summary = accountSummaryOf(list.data, income.data);
    if (summary !== null) setAccount(summary);
  }, [list.data, income.data, setAccount]);

  let body;
  if (list.data !== undefined) {
    const rows = rowsOfTab(list.data, tab, pairOf);
    const totals = totalsOf(rows);
    body = (
      <div role="tabpanel" id={`assets-panel-${tab}`} aria-labelledby={`assets-tab-${tab}`}>
        <section className="wh-assets-summary" aria-label={t('summary.label')}>
          <p className="wh-assets-summary__label">{t('summary.total')}</p>
          <p className="wh-assets-summary__total" data-testid="assets-total">
            {formatAccountAmount(totals.total)}
          </p>
          <dl className="wh-assets-summary__grid">
            <div>
              <dt>{t('summary.available')}</dt>
              <dd data-testid="assets-available">{formatAccountAmount(totals.available)}</dd>
            </div>
            <div>
              <dt>{t('summary.locked')}</dt>
              <dd data-testid="assets-locked">{formatAccountAmount(totals.locked)}</dd>
            </div>
            {tab === 'contract' && trading.data !== undefined && (
              <>
                <div>
                  <dt>{t('summary.equity')}</dt>
                  <dd data-testid="assets-equity">{formatAccountAmount(trading.data.equity)}</dd>
                </div>
                <div>
                  <dt>{t('summary.floatingPnl')}</dt>
                  <dd data-testid="assets-floating-pnl">
                    {formatAccountAmount(trading.data.floating_pnl)}
                  </dd>
                </div>
              </>
            )}
            {tab === 'contract' && income.data !== undefined && (
              <>
                <div>
                  <dt>{t('summary.todayIncome')}</dt>
                  <dd data-testid="assets-today-income">
                    {formatAccountAmount(income.data.today_income)}
                  </dd>
                </div>
                <div>
                  <dt>{t('summary.positionMargin')}</dt>
                  <dd data-testid="assets-position-margin">
                    {formatAccountAmount(income.data.position_margin)}
                  </dd>
                </div>
              </>
            )}
          </dl>
          {totals.unvalued.length > 0 && (
            <p className="wh-assets-summary__note" data-testid="assets-unvalued">
              {t('summary.unvalued', { currencies: totals.unvalued.join(', ') })}
            </p>
          )}
          <div className="wh-assets-summary__actions">
            <Link className="wh-button wh-button--primary" to={PATHS.deposit}>
              {tc('titles.deposit')}
            </Link>
            <Link className="wh-button wh-button--ghost" to={PATHS.withdraw}>
              {tc('titles.withdraw')}
            </Link>
            <Link className="wh-button wh-button--ghost" to={PATHS.transfer}>
              {t('actions.transfer')}
            </Link>
            <Link className="wh-button wh-button--ghost" to={PATHS.moneyLog}>
              {t('actions.records')}
            </Link>
            {(tab === 'spot' || tab === 'fiat') && (
              <>
                <Link className="wh-button wh-button--ghost" to={PATHS.spotOrders}>
                  {tc('titles.spotOrders')}
                </Link>
                <Link className="wh-button wh-button--ghost" to={PATHS.fxBuy}>
                  {tc('titles.fxBuy')}
                </Link>
              </>
            )}
          </div>
        </section>
        <AssetRows rows={rows} showAccount={tab === 'all'} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className="wh-assets-state" role="alert">
        <p>{t('state.loadFailed')}</p>
        <button
          type="button"
          className="wh-button wh-button--ghost"
          onClick={() => void list.refetch()}
        >
          {t('actions.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <p className="wh-assets-state" role="status">
        {t('state.loading')}
      </p>
    );
  }

  return (
    <>
      <SegmentedTabs
        tabs={ASSET_TABS.map((id) => ({ value: id, label: t(`tabs.${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('tabs.label')}
        className="wh-underline-tabs"
        tabClassName="wh-underline-tabs__tab"
        idPrefix="assets"
      />
      {body}
    </>
  );
}

function AssetRows({ rows, showAccount }: { rows: readonly AssetRow[]; showAccount: boolean }) {
  const { t } = useTranslation('assets');
  if (rows.length === 0) return <p className="wh-assets-state">{t('state.empty')}</p>;
  return (
    <ul className="wh-asset-list" aria-label={t('rows.label')}>
      {rows.map((row) => (
        <li
          key={`${row.account}-${row.code}`}
          className="wh-asset-row"
          data-testid={`asset-row-${row.account}-${row.code}`}
        >
          <div className="wh-asset-row__head">
            <span className="wh-asset-row__code">{row.code}</span>
            {showAccount && (
              <span className="wh-asset-row__account">{t(`accounts.${row.account}`)}</span>
            )}
          </div>
          <dl className="wh-asset-row__grid">
            <div>
              <dt>{t('rows.balance')}</dt>
              <dd data-field="balance">{formatMoney(row.balance, row.code)}</dd>
            </div>
            <div>
              <dt>{t('rows.locked')}</dt>
              <dd data-field="locked">{formatMoney(row.locked, row.code)}</dd>
            </div>
            <div>
              <dt>{t('rows.usd')}</dt>
              <dd data-field="usd">
                {row.usd === null ? '—' : formatAccountAmount(row.usd.total)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
