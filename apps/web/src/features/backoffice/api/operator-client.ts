import { createHttpClient } from '@/lib/http/client';
import { i18n } from '@/lib/i18n/i18n';
import { useAppStore } from '@/lib/store/store';
import { toast } from '@/lib/toast/toast';
import { getOperatorSession, setOperatorSession } from './operator-session';

/**
 * The back-office's HTTP client: the app's envelope rules, with the operator's token instead of
 * the user's. A 401 ends the operator session (the page then shows the sign-in form again).
 */
export const operatorHttp = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  toast,
  navigate: () => undefined,
  translate: (key) => i18n.t(key),
  getSession: () => ({
    token: getOperatorSession()?.token ?? null,
    lang: useAppStore.getState().lang,
  }),
  clearSession: () => setOperatorSession(null),
});

export const operatorCall = operatorHttp.call;
