import { useTranslation } from 'react-i18next';
import type { OperatorUserLabel } from '@waihui/contracts';
import { formatUtcDateTime } from '@/lib/content/format-date';
import { useAppStore } from '@/lib/store/store';

/**
 * How the back-office writes what operators read, in their language: a time with its zone
 * ("Nov 22, 2026, 10:00:00 AM UTC"), a user by uid and e-mail (or phone), a payment method.
 */
export function useOperatorFormat() {
  const { t } = useTranslation('backoffice');
  const lang = useAppStore((state) => state.lang);
  return {
    time: (iso: string) => formatUtcDateTime(iso, lang),
    user: (user: OperatorUserLabel) =>
      t('queues.userLabel', { uid: user.uid, contact: user.contact ?? '—' }),
    method: (method: 'bank' | 'erc20' | 'trc20') => t(`queues.methods.${method}`),
  };
}
