import { useTranslation } from 'react-i18next';
import type { OperatorUserLabel } from '@waihui/contracts';
import { formatInstantIn } from '@/lib/format/times';
import { useAppStore } from '@/lib/store/store';

/**
 * How the back-office writes what operators read, in their language: a time by the app's one rule
 * (lib/format/times.ts: "2026-11-22 10:00:00 UTC", the device's zone named), a user by uid and
 * e-mail (or phone), a payment method.
 */
export function useOperatorFormat() {
  const { t } = useTranslation('backoffice');
  const lang = useAppStore((state) => state.lang);
  return {
    time: (iso: string) => formatInstantIn(iso, lang),
    user: (user: OperatorUserLabel) =>
      t('queues.userLabel', { uid: user.uid, contact: user.contact ?? '—' }),
    method: (method: 'bank' | 'erc20' | 'trc20') => t(`queues.methods.${method}`),
  };
}
