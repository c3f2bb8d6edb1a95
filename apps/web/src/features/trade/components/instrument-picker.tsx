import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketItem } from '@waihui/contracts';
import type { ComplianceProfile } from '@waihui/core';
import { useTickers } from '@/lib/quotes/use-quotes';
import { MAIN_CONTRACTS, maxLeverageOf } from './contract-instruments';
import { Sheet } from '@/components/sheet';
import { displaySymbol, formatChangePct, formatPrice, trendOf } from '@/lib/format/prices';

/**
 * The instrument in trade, with today's change, and a sheet to choose another: the main contracts
 * (BTC, ETH) first, then every other contract instrument by category, each with its live price
 * and the maximum leverage this user may choose (the compliance profile's cap applied).
 */
export function InstrumentPicker({
  instruments,
  current,
  profile,
  onChoose,
}: {
  instruments: readonly MarketItem[];
  current: MarketItem;
  profile: ComplianceProfile;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation('trade');
  const [open, setOpen] = useState(false);
  const tickers = useTickers([current.symbol]);
  const ticker = tickers.get(current.symbol) ?? current.ticker;
  const trend = trendOf(ticker?.change);
  return (
    <div className="wh-trade-instrument">
      <button
        type="button"
        className="wh-trade-instrument__button"
        aria-haspopup="dialog"
        aria-label={t('instrument.change', { name: `${displaySymbol(current)} ${current.name}` })}
        onClick={() => setOpen(true)}
      >
        <span className="wh-trade-instrument__symbol">{displaySymbol(current)}</span>
        <span className="wh-trade-instrument__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className="wh-trade-instrument__name">{current.name}</span>
      <span className={`wh-trade-instrument__change wh-${trend}`} data-testid="trade-change">
        {formatChangePct(ticker?.change_pct)}
      </span>
      {open && (
        <InstrumentSheet
          instruments={instruments}
          current={current.symbol}
          profile={profile}
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
  const main = instruments.filter((item) => MAIN_CONTRACTS.includes(item.symbol));
  const groups: Group[] = main.length > 0 ? [{ id: 'main', title: mainTitle, items: main }] : [];
  for (const item of instruments) {
    if (MAIN_CONTRACTS.includes(item.symbol)) continue;
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
  profile,
  onClose,
  onChoose,
}: {
  instruments: readonly MarketItem[];
  current: string;
  profile: ComplianceProfile;
  onClose: () => void;
  onChoose: (symbol: string) => void;
}) {
  const { t } = useTranslation('trade');
  const tickers = useTickers(instruments.map((item) => item.symbol));
  const groups = groupsOf(
    instruments,
    (category) => t(`instrument.categories.${category}`),
    t('instrument.main'),
  );
  return (
    <Sheet
      title={t('instrument.title')}
      onClose={onClose}
      closeLabel={t('instrument.close')}
      className="wh-sheet__panel--tall"
    >
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`wh-trade-group-${group.id}`}>
          <h3 id={`wh-trade-group-${group.id}`} className="wh-trade-list__title">
            {group.title}
          </h3>
          <ul className="wh-trade-list">
            {group.items.map((item) => {
              const ticker = tickers.get(item.symbol) ?? item.ticker;
              return (
                <li key={item.symbol}>
                  <button
                    type="button"
                    className="wh-trade-list__row"
                    aria-current={item.symbol === current ? 'true' : undefined}
                    onClick={() => onChoose(item.symbol)}
                  >
                    <span className="wh-trade-list__names">
                      <span className="wh-trade-list__symbol">{displaySymbol(item)}</span>
                      <span className="wh-trade-list__name">{item.name}</span>
                    </span>
                    <span className="wh-trade-list__figures">
                      <span className="wh-trade-list__price">{formatPrice(ticker?.last)}</span>
                      <span className="wh-trade-list__leverage">
                        {t('instrument.maxLeverage', { value: maxLeverageOf(item, profile) })}
                      </span>
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
