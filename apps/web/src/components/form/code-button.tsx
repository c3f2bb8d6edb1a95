import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from '@waihui/core';
import { ApiError } from '@/lib/http/client';
import '../forms.css';

export interface CodeButtonProps {
  /**
   * Sends the code. Resolves with the seconds to wait before another may be sent (the server's
   * `resend_after_seconds`), or null when nothing was sent (e.g. the form's own check failed).
   * A rejection means sending failed (the HTTP client has shown why); the button is ready again,
   * unless the server said CODE_RESEND_TOO_SOON, whose `retry_after_seconds` is counted down.
   */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  /** Accessible name suffix, e.g. the field it sends a code for. */
  'aria-describedby'?: string;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; untilMs: number };

function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.details.reason !== 'CODE_RESEND_TOO_SOON') return null;
  const data = error.details.data;
  const seconds =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>).retry_after_seconds
      : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * The verification-code button (product.md §4.5): "Send code"; after a send, a countdown from 60 seconds
 * ("60 s", "59 s", … "1 s"), then "Resend". The countdown is measured against the clock, so a tab
 * that slept still ends on time. Reads the `identity` locale namespace.
 */
export function CodeButton({ onSend, disabled = false, ...aria }: CodeButtonProps) {
  const { t } = useTranslation('identity');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [sentOnce, setSentOnce] = useState(false);
  const [nowMs, setNowMs] = useState(() => Date.now());

  const secondsLeft =
    state.kind === 'waiting' ? Math.max(0, Math.ceil((state.untilMs - nowMs) / 1000)) : 0;
  const counting = secondsLeft > 0;
  const ready = state.kind === 'idle' || (state.kind === 'waiting' && !counting);
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  function startWaiting(seconds: number): void {
    const now = Date.now();
    setNowMs(now);
    setState({ kind: 'waiting', untilMs: now + seconds * 1000 });
  }

  async function send(): Promise<void> {
    if (!ready) return;
    setState({ kind: 'sending' });
    try {
      const seconds = await onSend();
      if (seconds === null) {
        setState({ kind: 'idle' });
        return;
      }
      setSentOnce(true);
      startWaiting(seconds > 0 ? seconds : CODE_RESEND_SECONDS);
    } catch (error) {
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter === null) {
        setState({ kind: 'idle' });
      } else {
        setSentOnce(true);
        startWaiting(retryAfter);
      }
    }
  }

  let label: string;
  if (state.kind === 'sending') label = t('code.sending');
  else if (counting) label = t('code.countdown', { seconds: secondsLeft });
  else label = sentOnce ? t('code.retry') : t('code.send');

  return (
    <button
      type="button"
      className="wh-code-button"
      disabled={disabled || !ready}
      aria-describedby={aria['aria-describedby']}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
