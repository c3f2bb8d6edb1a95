import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { SESSION_CALENDAR_IDS, type SessionCalendarId } from '@waihui/core';
import type { AdminHoliday } from '@waihui/contracts';
import { TextField } from '@/components/form/plain-fields';
import { SelectField } from '@/components/form/select-field';
import { useForm } from '@/components/form/use-form';
import { showToast } from '@/lib/toast/toast';
import { getHolidaysQueryOptions, useRemoveHoliday, useSaveHoliday } from '../api/feed';

const EMPTY: AdminHoliday = {
  calendar: 'us_equities',
  date: '',
  closed_from: null,
  closed_until: null,
  name: '',
};

/**
 * The exchange holidays of the session calendars: listed by calendar and date, each editable and
 * removable; the form adds one or changes the one of its calendar and date (audited).
 */
export function HolidaysBlock() {
  const { t } = useTranslation('backoffice');
  const list = useQuery(getHolidaysQueryOptions());
  const removed = useRemoveHoliday(() => showToast(t('feed.removed'), { icon: 'success' }));
  // The holiday in the form, and a count that starts the form afresh on Edit.
  const [editing, setEditing] = useState<{ holiday: AdminHoliday; n: number }>({
    holiday: EMPTY,
    n: 0,
  });
  const clock = (value: string | null) => value ?? '—';
  return (
    <section aria-labelledby="bo-feed-holidays">
      <h2 id="bo-feed-holidays">{t('feed.holidaysHeading')}</h2>
      <p>{t('feed.holidaysNote')}</p>
      <HolidayForm key={editing.n} holiday={editing.holiday} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('feed.calendar')}</th>
            <th scope="col">{t('feed.date')}</th>
            <th scope="col">{t('feed.closedFrom')}</th>
            <th scope="col">{t('feed.closedUntil')}</th>
            <th scope="col">{t('feed.name')}</th>
            <th scope="col">{t('feed.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((holiday) => {
            const label = `${t(`feed.calendars.${holiday.calendar}`)} ${holiday.date}`;
            return (
              <tr key={`${holiday.calendar}:${holiday.date}`}>
                <td>{t(`feed.calendars.${holiday.calendar}`)}</td>
                <td>{holiday.date}</td>
                <td>{clock(holiday.closed_from)}</td>
                <td>{clock(holiday.closed_until)}</td>
                <td>{holiday.name}</td>
                <td className="bo-inline">
                  <button
                    type="button"
                    aria-label={`${t('feed.edit')} ${label}`}
                    onClick={() => setEditing({ holiday, n: editing.n + 1 })}
                  >
                    {t('feed.edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={`${t('feed.remove')} ${label}`}
                    onClick={() =>
                      removed.mutate({ calendar: holiday.calendar, date: holiday.date })
                    }
                  >
                    {t('feed.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** An empty text means "none" (midnight) for the clock fields. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function HolidayForm({ holiday }: { holiday: AdminHoliday }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveHoliday(() => showToast(t('feed.saved'), { icon: 'success' }));
  const [calendar, setCalendar] = useState<SessionCalendarId>(holiday.calendar);
  const [date, setDate] = useState(holiday.date);
  const [from, setFrom] = useState(holiday.closed_from ?? '');
  const [until, setUntil] = useState(holiday.closed_until ?? '');
  const [name, setName] = useState(holiday.name);
  const form = useForm(
    { name: 'bo-holiday', fields: ['calendar', 'date', 'from', 'until', 'name'] },
    {},
  );
  const onSubmit = form.onSubmit(() =>
    save.mutateAsync({
      calendar,
      date: date.trim(),
      closed_from: orNull(from),
      closed_until: orNull(until),
      name: name.trim(),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <SelectField
        field={form.field('calendar')}
        label={t('feed.calendar')}
        value={calendar}
        options={SESSION_CALENDAR_IDS.map((id) => ({
          value: id,
          label: t(`feed.calendars.${id}`),
        }))}
        onChange={setCalendar}
      />
      <TextField
        field={form.field('date')}
        label={t('feed.dateField')}
        placeholder="YYYY-MM-DD"
        value={date}
        onChange={setDate}
      />
      <TextField
        field={form.field('from')}
        label={t('feed.closedFromField')}
        placeholder="HH:MM"
        value={from}
        onChange={setFrom}
      />
      <TextField
        field={form.field('until')}
        label={t('feed.closedUntilField')}
        placeholder="HH:MM"
        value={until}
        onChange={setUntil}
      />
      <TextField
        field={form.field('name')}
        label={t('feed.name')}
        value={name}
        onChange={setName}
      />
      <button type="submit" disabled={form.submitting}>
        {t('feed.save')}
      </button>
    </form>
  );
}
