import { useTranslation } from 'react-i18next';
import type { Article } from '@waihui/contracts';
import { useAppStore } from '../store/store';
import { formatPublishDate } from './format-date';
import './content.css';

export interface ArticleViewProps {
  article: Article;
  /** Legal pages show no publish date (they are not news). */
  showDate?: boolean;
  /** The heading level of the article title: h2 under the page header's h1. */
  headingId?: string;
}

/**
 * One article: title, publish date, the "shown in English" note when the server fell back, and the
 * body. The body is HTML the server rendered from Markdown and sanitised against an allow-list
 * (apps/server/src/modules/content/content.markdown.ts: no script, no event handlers, no
 * javascript: links), so it is inserted as is. Reads the `content` locale namespace.
 */
export function ArticleView({ article, showDate = true, headingId }: ArticleViewProps) {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  return (
    <article className="wh-article" lang={article.lang} aria-labelledby={headingId}>
      <h2 id={headingId} className="wh-article__title">
        {article.title}
      </h2>
      {showDate && (
        <p className="wh-article__meta">
          <time dateTime={article.published_at}>
            {t('news.published', { date: formatPublishDate(article.published_at, lang) })}
          </time>
        </p>
      )}
      {article.fallback && <FallbackNote />}
      {article.cover_image !== null && (
        <img className="wh-article__cover" src={article.cover_image} alt="" />
      )}
      <div className="wh-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}

/** Marks a text the server answered in English because the reader's language has no version. */
export function FallbackNote() {
  const { t } = useTranslation('content');
  return (
    <p className="wh-article__fallback" data-testid="fallback-note">
      {t('article.fallback')}
    </p>
  );
}
