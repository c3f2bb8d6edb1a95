import { useTranslation } from 'react-i18next';
import type { SendCodeData } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import type { Form } from './use-form';

/**
 * The `onSend` of a CodeField: checks the fields the code needs (e.g. the account), sends, toasts
 * "Code sent to …" and moves the focus to the code field. Resolves with the seconds to wait before
 * another send, or null when a field check failed; a refusal lands under its field and rejects, so
 * the button is ready again (or counts down CODE_RESEND_TOO_SOON's seconds).
 */
export function useCodeSender<F extends string>(
  form: Form<F>,
  fields: { needs: readonly F[]; code: F },
  /** null: nothing to send (a value the checked fields should have caught). */
  send: () => Promise<SendCodeData> | null,
): () => Promise<number | null> {
  const { t } = useTranslation('identity');
  return async () => {
    if (!form.check(fields.needs)) return null;
    try {
      const pending = send();
      if (pending === null) return null;
      const sent = await pending;
      showToast(t('code.sentTo', { destination: sent.destination_masked }), { icon: 'success' });
      form.focus(fields.code);
      return sent.resend_after_seconds;
    } catch (error) {
      form.showServerError(error);
      throw error;
    }
  };
}
