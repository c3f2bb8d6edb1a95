import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketIndexData } from '@waihui/contracts';
import { marketsPath } from '@/lib/quotes/links';
import { formatChangePct, trendOf } from '@/lib/format/prices';

/** One chip per category: average change today and how many instruments; opens that markets tab. */
export function Sectors({ categories }: { categories: MarketIndexData['categories'] }) {
  const { t } = useTranslation('market');
  return (
    <section className="wh-home-section" aria-labelledby="wh-home-sectors">
      <h2 id="wh-home-sectors" className="wh-home-section__title">
        {t('home.sectors')}
      </h2>
      <div className="wh-home-sectors">
        {categories.map((category) => (
          <Link
            key={category.category}
            to={marketsPath(category.category)}
            className="wh-home-sectors__chip"
          >
            <span className="wh-home-sectors__name">{t(`categories.${category.category}`)}</span>
            <span className={`wh-home-sectors__change wh-${trendOf(category.change_pct)}`}>
              {formatChangePct(category.change_pct)}
            </span>
            <span className="wh-home-sectors__count">
              {t('instrumentCount', { count: category.count })}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
