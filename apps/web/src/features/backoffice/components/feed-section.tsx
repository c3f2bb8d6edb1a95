import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminFeedSource } from '@waihui/contracts';
import { getFeedEventsQueryOptions, getFeedStatusQueryOptions } from '../api/feed';
import { HolidaysBlock } from './feed-holidays';
import { useOperatorFormat } from './operator-format';
import { SearchForm } from './search-form';

/**
 * The price feed (admin): each source's state per instrument, when it was last heard and how many
 * messages a second it sends; the feed events (failover switches, outages, drift alerts), newest
 * first; the exchange holidays. Nothing here changes a price.
 */
export function FeedSection() {
  return (
    <>
      <SourcesBlock />
      <EventsBlock />
      <HolidaysBlock />
    </>
  );
}

/** Seconds, one decimal, from milliseconds (an age, not money). */
function seconds(ms: number): string {
  return (Math.round(ms / 100) / 10).toFixed(1);
}

function SourcesBlock() {
  const { t } = useTranslation('backoffice');
  const status = useQuery(getFeedStatusQueryOptions());
  return (
    <section aria-labelledby="bo-feed-sources">
      <h2 id="bo-feed-sources">{t('feed.heading')}</h2>
      {status.data?.sources.map((source) => (
        <SourceTable key={source.id} source={source} />
      ))}
    </section>
  );
}

function SourceTable({ source }: { source: AdminFeedSource }) {
  const { t } = useTranslation('backoffice');
  const headingId = `bo-feed-source-${source.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {source.id} ({source.kind})
      </h3>
      <dl className="bo-facts">
        <dt>{t('feed.lastMessage')}</dt>
        <dd>
          {source.last_message_age_ms === null
            ? t('feed.never')
            : t('feed.secondsAgo', { seconds: seconds(source.last_message_age_ms) })}
        </dd>
        <dt>{t('feed.rate')}</dt>
        <dd>{source.messages_per_second === null ? '—' : source.messages_per_second.toFixed(1)}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('feed.instrument')}</th>
            <th scope="col">{t('feed.state')}</th>
            <th scope="col">{t('feed.role')}</th>
            <th scope="col">{t('feed.active')}</th>
          </tr>
        </thead>
        <tbody>
          {source.instruments.map((item) => (
            <tr key={item.instrument}>
              <th scope="row">{item.instrument}</th>
              <td>{t(`feed.states.${item.state}`)}</td>
              <td>{t(`feed.roles.${item.role}`)}</td>
              <td>{item.active ? t('feed.yes') : t('feed.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function EventsBlock() {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  const [instrument, setInstrument] = useState('');
  const [page, setPage] = useState(1);
  const events = useQuery(getFeedEventsQueryOptions(instrument, page));
  return (
    <section aria-labelledby="bo-feed-events">
      <h2 id="bo-feed-events">{t('feed.eventsHeading')}</h2>
      <SearchForm
        name="bo-feed-events"
        field="instrument"
        label={t('feed.instrument')}
        buttonLabel={t('feed.filter')}
        search={(text) => {
          setInstrument(text.toUpperCase());
          setPage(1);
        }}
      />
      {events.data?.list.length === 0 && <p>{t('feed.eventsEmpty')}</p>}
      {events.data && events.data.list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('feed.time')}</th>
              <th scope="col">{t('feed.event')}</th>
              <th scope="col">{t('feed.instrument')}</th>
              <th scope="col">{t('feed.source')}</th>
              <th scope="col">{t('feed.details')}</th>
            </tr>
          </thead>
          <tbody>
            {events.data.list.map((event) => (
              <tr key={event.id}>
                <td>{format.time(event.at)}</td>
                <td>{t(`feed.events.${event.kind}`)}</td>
                <td>{event.instrument}</td>
                <td>{event.source_id}</td>
                <td>
                  <code>{JSON.stringify(event.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="bo-inline">
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('feed.previous')}
        </button>
        <button type="button" disabled={!events.data?.has_more} onClick={() => setPage(page + 1)}>
          {t('feed.next')}
        </button>
      </div>
    </section>
  );
}
