import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import { getDemoInboxQueryOptions, type DemoMessage } from '../api/get-demo-inbox';
import './demo-inbox.css';

/** An e-mail address, or a mobile number in international form ("+49 1512 3456789"). */
export function isInboxAddress(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(trimmed);
  return /^\+[\d\s()-]{6,20}$/.test(trimmed);
}

/** "2026-11-22T10:00:00.000Z" → "2026-11-22 10:00:00 UTC" (the server's time, as stored). */
export function formatSentAt(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 19)} UTC`;
}

/**
 * The demo's inbox: the user types the address they registered with and reads the newest codes
 * the demo "sent" there (GET /api/dev/inbox). "Refresh" asks again after sending another code.
 */
export function DemoInboxLookup() {
  const { t } = useTranslation('identity');
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const inbox = useQuery(getDemoInboxQueryOptions(to));
  // The demo's own words: no rule of the server's (its route answers any address).
  const form = useForm(
    { name: 'demo-inbox', fields: ['to'] },
    { to: isInboxAddress(typed) ? null : { message: t('demoInbox.toInvalid') } },
  );

  const onSubmit = form.onSubmit(async () => {
    const next = typed.trim();
    if (next === to) await inbox.refetch();
    else setTo(next);
  });

  let result = null;
  if (to !== '') {
    if (inbox.data !== undefined) {
      result =
        inbox.data.length === 0 ? (
          <p className="wh-demo-inbox__state" role="status">
            {t('demoInbox.empty')}
          </p>
        ) : (
          <ul className="wh-demo-inbox__list" aria-label={t('demoInbox.listLabel', { to })}>
            {inbox.data.map((message) => (
              <MessageItem key={`${message.created_at}-${message.body}`} message={message} />
            ))}
          </ul>
        );
    } else if (inbox.isError) {
      result = (
        <p className="wh-demo-inbox__state" role="alert">
          {t('demoInbox.loadFailed')}
        </p>
      );
    }
  }

  return (
    <>
      <form className="wh-form-card" onSubmit={onSubmit} noValidate>
        <p className="wh-form-note">{t('demoInbox.intro')}</p>
        <TextField
          field={form.field('to')}
          label={t('demoInbox.to')}
          value={typed}
          onChange={setTyped}
          placeholder={t('demoInbox.toPlaceholder')}
          autoComplete="username"
          inputMode="email"
        />
        <div className="wh-demo-inbox__actions">
          <button type="submit" className="wh-button wh-button--primary">
            {to !== '' && typed.trim() === to ? t('demoInbox.refresh') : t('demoInbox.show')}
          </button>
        </div>
      </form>
      {result}
    </>
  );
}

function MessageItem({ message }: { message: DemoMessage }) {
  const { t } = useTranslation('identity');
  return (
    <li className="wh-demo-inbox__message">
      <div className="wh-demo-inbox__head">
        <span>
          {message.channel === 'email' ? t('demoInbox.channelEmail') : t('demoInbox.channelSms')}
        </span>
        <time dateTime={message.created_at}>{formatSentAt(message.created_at)}</time>
      </div>
      {message.code === null ? (
        <p className="wh-demo-inbox__subject">{t('demoInbox.noCode')}</p>
      ) : (
        <p className="wh-demo-inbox__code" aria-label={`${t('demoInbox.code')} ${message.code}`}>
          {message.code}
        </p>
      )}
      {message.subject !== null && <p className="wh-demo-inbox__subject">{message.subject}</p>}
    </li>
  );
}
