import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { HelpQuestion } from '@waihui/contracts';
import { PageHeader } from '@/components/page-header';
import { FallbackNote } from '@/lib/content/article-view';
import { ContentLoadState } from '@/lib/content/content-load-state';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { getHelpCentreQueryOptions } from '../api/content';
import { searchHelp } from '../components/help-search';
import '@/lib/content/content.css';
import '../components/content-pages.css';

/**
 * Help centre (product.md §2.4 helpCenter): questions grouped by topic, each opening its answer in place,
 * and a search over questions and answers. While searching, the matching answers show open.
 */
export default function HelpCenterPage() {
  const { t } = useTranslation(['common', 'content']);
  const lang = useAppStore((state) => state.lang);
  const help = useQuery(getHelpCentreQueryOptions(lang));
  const [query, setQuery] = useState('');

  return (
    <>
      <PageHeader title={t('titles.helpCenter')} />
      <div className="wh-help">
        <div className="wh-help__search">
          <label htmlFor="help-search" className="wh-help__search-label">
            {t('content:help.searchLabel')}
          </label>
          <input
            id="help-search"
            type="search"
            className="wh-input wh-help__search-input"
            value={query}
            placeholder={t('content:help.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {help.isPending || help.isError ? (
          <ContentLoadState failed={help.isError} onRetry={() => void help.refetch()} />
        ) : (
          <Topics topics={searchHelp(help.data, query)} query={query.trim()} />
        )}
        <p className="wh-help__more">
          {t('content:help.stillNeedHelp')}{' '}
          <Link to={PATHS.contactUs}>{t('content:help.contactUs')}</Link>
        </p>
      </div>
    </>
  );
}

function Topics({ topics, query }: { topics: ReturnType<typeof searchHelp>; query: string }) {
  const { t } = useTranslation('content');
  const count = topics.reduce((sum, group) => sum + group.questions.length, 0);
  return (
    <>
      <p className="wh-help__status" role="status">
        {query === ''
          ? ''
          : count === 0
            ? t('help.noResults', { query })
            : t('help.results', { count })}
      </p>
      {topics.map((group) => (
        <section
          key={group.topic}
          className="wh-help__topic"
          aria-labelledby={`help-topic-${group.topic}`}
        >
          <h2 id={`help-topic-${group.topic}`} className="wh-help__topic-title">
            {t(`help.topics.${group.topic}`)}
          </h2>
          <ul className="wh-help__questions">
            {group.questions.map((question) => (
              <Question
                key={`${question.id}:${query}`}
                question={question}
                searching={query !== ''}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** One question; its answer opens and closes in place (a disclosure button, WAI-ARIA). */
function Question({ question, searching }: { question: HelpQuestion; searching: boolean }) {
  const [open, setOpen] = useState(searching);
  const answerId = useId();
  return (
    <li className="wh-help__question" data-testid={`help-${question.slug}`}>
      <h3 className="wh-help__question-heading">
        <button
          type="button"
          className="wh-help__toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
          lang={question.lang}
        >
          {question.title}
        </button>
      </h3>
      <div id={answerId} className="wh-help__answer" hidden={!open}>
        {question.fallback && <FallbackNote />}
        {/* Sanitised by the server (content.markdown.ts), as every article body. */}
        <div
          className="wh-article__body"
          lang={question.lang}
          dangerouslySetInnerHTML={{ __html: question.html }}
        />
      </div>
    </li>
  );
}
