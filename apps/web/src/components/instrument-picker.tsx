import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketItem } from '@waihui/contracts';
import { useTickers } from '@/lib/quotes/use-quotes';
import { Sheet } from '@/components/sheet';
import { displaySymbol, formatChangePct, formatPrice, trendOf } from '@/lib/format/prices';
import './forms.css';

/** The main contract coins (product.md §9, §13.1): first in the picker, in this order. */
export const MAIN_INSTRUMENTS: readonly string[] = ['BTCUSD', 'ETHUSD'];

/**
 * The instrument in use, with today's change, and a sheet to choose another: the main ones (BTC,
 * ETH) first, then every other one by category, each with its live price and an optional fact of
 * the page's (`detail`, e.g. the maximum leverage this user may choose). Used by the contract
 * trade and delivery pages; reads the `market` locale namespace.
 */
export function InstrumentPicker({
  instruments,
  current,
  detail,
  onChoose,
}: {
  instruments: readonly MarketItem[];
  current: MarketItem;
  /** A short fact shown under each row's price; none when absent. */
  detail?: (item: MarketItem) => string;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState(false);
  const tickers = useTickers([current.symbol]);
  const ticker = tickers.get(current.symbol) ?? current.ticker;
  const trend = trendOf(ticker?.change);
  return (
    <div className="wh-picker">
      <button
        type="button"
        className="wh-picker__button"
        aria-haspopup="dialog"
        aria-label={t('picker.change', { name: `${displaySymbol(current)} ${current.name}` })}
        onClick={() => setOpen(true)}
      >
        <span className="wh-picker__symbol">{displaySymbol(current)}</span>
        <span className="wh-picker__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className="wh-picker__name">{current.name}</span>
      <span className={`wh-picker__change wh-${trend}`} data-testid="trade-change">
        {formatChangePct(ticker?.change_pct)}
      </span>
      {open && (
        <InstrumentSheet
          instruments={instruments}
          current={current.symbol}
          detail={detail}
          onClose={() => setOpen(false)}
          onChoose={(symbol) => {
            setOpen(false);
            onChoose(symbol);
          }}
        />
      )}
    </div>
  );
}

interface Group {
  id: string;
  title: string;
  items: MarketItem[];
}

function groupsOf(
  instruments: readonly MarketItem[],
  title: (category: MarketItem['category']) => string,
  mainTitle: string,
): Group[] {
  const main = instruments.filter((item) => MAIN_INSTRUMENTS.includes(item.symbol));
  const groups: Group[] = main.length > 0 ? [{ id: 'main', title: mainTitle, items: main }] : [];
  for (const item of instruments) {
    if (MAIN_INSTRUMENTS.includes(item.symbol)) continue;
    const group = groups.find((candidate) => candidate.id === item.category);
    if (group === undefined)
      groups.push({ id: item.category, title: title(item.category), items: [item] });
    else group.items.push(item);
  }
  return groups;
}

function InstrumentSheet({
  instruments,
  current,
  detail,
  onClose,
  onChoose,
}: {
  instruments: readonly MarketItem[];
  current: string;
  detail: ((item: MarketItem) => string) | undefined;
  onClose: () => void;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation('market');
  const tickers = useTickers(instruments.map((item) => item.symbol));
  const groups = groupsOf(instruments, (category) => t(`categories.${category}`), t('picker.main'));
  return (
    <Sheet
      title={t('picker.title')}
      onClose={onClose}
      closeLabel={t('picker.close')}
      className="wh-sheet__panel--tall"
    >
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`wh-picker-group-${group.id}`}>
          <h3 id={`wh-picker-group-${group.id}`} className="wh-picker-list__title">
            {group.title}
          </h3>
          <ul className="wh-picker-list">
            {group.items.map((item) => {
              const ticker = tickers.get(item.symbol) ?? item.ticker;
              return (
                <li key={item.symbol}>
                  <button
                    type="button"
                    className="wh-picker-list__row"
                    aria-current={item.symbol === current ? 'true' : undefined}
                    onClick={() => onChoose(item.symbol)}
                  >
                    <span className="wh-picker-list__names">
                      <span className="wh-picker-list__symbol">{displaySymbol(item)}</span>
                      <span className="wh-picker-list__name">{item.name}</span>
                    </span>
                    <span className="wh-picker-list__figures">
                      <span className="wh-picker-list__price">{formatPrice(ticker?.last)}</span>
                      {detail !== undefined && (
                        <span className="wh-picker-list__detail">{detail(item)}</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Sheet>
  );
}
