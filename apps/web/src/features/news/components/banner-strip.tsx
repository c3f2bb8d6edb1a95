import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { getBannersQueryOptions } from '../api/news';
import { articlePath } from './article-list';

/**
 * The News tab's banner carousel: a row the user swipes (scroll snap), one banner per view. It does
 * not move by itself: content that moves on its own needs a pause control (WCAG 2.2.2), and a
 * swipe is what a phone user does anyway. Nothing shows while loading or on failure (the lists
 * below carry the page).
 */
export function BannerStrip() {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  const banners = useQuery(getBannersQueryOptions(lang));
  const list = banners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="wh-banners" aria-label={t('news.banners')}>
      <ul className="wh-banners__track">
        {list.map((banner, index) => (
          <li
            key={banner.id}
            className="wh-banners__slide"
            aria-label={t('news.bannerOf', { index: index + 1, count: list.length })}
          >
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner }: { banner: Banner }) {
  const image = <img className="wh-banners__image" src={banner.image} alt="" />;
  const caption = (
    <span className="wh-banners__caption" lang={banner.lang}>
      {banner.title}
    </span>
  );
  if (banner.article_id !== null) {
    return (
      <Link className="wh-banners__link" to={articlePath(banner.article_id)}>
        {image}
        {caption}
      </Link>
    );
  }
  if (banner.url !== null) {
    return (
      <a className="wh-banners__link" href={banner.url} target="_blank" rel="noopener noreferrer">
        {image}
        {caption}
      </a>
    );
  }
  return (
    <div className="wh-banners__link">
      {image}
      {caption}
    </div>
  );
}
