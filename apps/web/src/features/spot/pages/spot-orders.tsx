import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookSwitch } from '@/components/book-switch';
import { FormField, SelectInput } from '@/components/form/form-field';
import { LoadState } from '@/components/load-state';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useAppStore } from '@/lib/store/store';
import { spotMarketsQueryOptions } from '../api/spot';
import { OpenSpotOrders, SpotHistory } from '../components/spot-orders-list';
import { SpotOrderForm } from '../components/spot-order-form';
import '../components/spot.css';

/**
 * Spot orders (product.md §2.4 "spot orders"; docs/spot.md): buy or sell a currency against another in the
 * coin account, market or limit, with the fee and total before confirm; the resting limit orders
 * with cancel; the history with each fill's quote. `?symbol=BTCUSD` picks the pair.
 */
export default function SpotOrdersPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.spotOrders')} />
      <BookSwitch />
      <QuotesScope className="wh-spot">
        {token === null ? <LoginRequired /> : <SpotScreen token={token} />}
      </QuotesScope>
    </>
  );
}

function SpotScreen({ token }: { token: string }) {
  const { t } = useTranslation('spot');
  const [params, setParams] = useSearchParams();
  const markets = useQuery(spotMarketsQueryOptions());
  if (markets.data === undefined) {
    return (
      <LoadState
        ns="spot"
        className="wh-spot-empty"
        failed={markets.isError}
        onRetry={() => void markets.refetch()}
      />
    );
  }
  const list = markets.data.list;
  const market = list.find((m) => m.symbol === params.get('symbol')) ?? list[0];
  return (
    <>
      {market !== undefined && (
        <>
          <FormField id="spot-pair" label={t('pair')}>
            <SelectInput
              id="spot-pair"
              value={market.symbol}
              options={list.map((m) => ({
                value: m.symbol,
                label: `${m.base_currency}/${m.quote_currency}`,
              }))}
              onChange={(symbol) => setParams({ symbol }, { replace: true })}
            />
          </FormField>
          <SpotOrderForm key={market.symbol} market={market} token={token} />
        </>
      )}
      <OpenSpotOrders token={token} />
      <SpotHistory token={token} />
    </>
  );
}
