import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { TabbedPanel } from '@/components/tabbed-panel';
import { CONTENT_KEY } from '@/lib/content/queries';
import type { NewsCategory } from '../api/news';
import { ArticleList } from '../components/article-list';
import { BannerStrip } from '../components/banner-strip';
import '@/lib/content/content.css';
import '../components/news.css';

const TABS: readonly NewsCategory[] = ['news', 'notice'];

/**
 * News (tab 3, product.md §2.4): the banner carousel, then news and announcements in two tabs, each a list
 * with cover, date and summary that loads more as it scrolls; pull down to refresh everything.
 */
export default function NewsPage() {
  const { t } = useTranslation(['common', 'content']);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<NewsCategory>('news');

  return (
    <>
      <PageHeader title={t('titles.news')} back={false} />
      <PullToRefresh
        onRefresh={() => queryClient.refetchQueries({ queryKey: CONTENT_KEY, type: 'active' })}
        pullingText={t('content:refresh.pulling')}
        canReleaseText={t('content:refresh.canRelease')}
        refreshingText={t('content:refresh.refreshing')}
        completeText={t('content:refresh.complete')}
      >
        <div className="wh-news">
          <BannerStrip />
          <TabbedPanel
            tabs={TABS.map((value) => ({ value, label: t(`content:news.tabs.${value}`) }))}
            value={tab}
            onChange={setTab}
            label={t('content:news.tabsLabel')}
            className="wh-news-tabs"
            idPrefix="news"
          >
            <ArticleList key={tab} category={tab} />
          </TabbedPanel>
        </div>
      </PullToRefresh>
    </>
  );
}
