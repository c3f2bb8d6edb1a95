import { identityRoutes, type Language } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * POST /api/lang/set: stores the language on the account, so the server's own messages (codes
 * by e-mail or SMS) use it. Only called with a session; without one the choice stays on the device.
 */
export async function saveLanguageOnAccount(lang: Language): Promise<void> {
  await call(identityRoutes.setLang, { lang });
}
