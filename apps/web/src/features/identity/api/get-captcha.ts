import { queryOptions } from '@tanstack/react-query';
import { identityRoutes, type CaptchaData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** GET /captcha/api/flat: a new image code (5 minutes; any registration attempt uses it up). */
export function getCaptcha(signal?: AbortSignal): Promise<CaptchaData> {
  return call(identityRoutes.captcha, {}, { signal });
}

/** Seconds before expiry at which a captcha counts as stale and is replaced. */
const RENEW_MARGIN_SECONDS = 15;

function freshForMs(data: CaptchaData | undefined): number {
  if (data === undefined) return 0;
  return Math.max(data.expires_in_seconds - RENEW_MARGIN_SECONDS, RENEW_MARGIN_SECONDS) * 1000;
}

/**
 * Kept while valid (so a trip to selectCountry and back shows the same image), renewed shortly
 * before it expires, and on demand (tap, failed registration).
 */
export function getCaptchaQueryOptions() {
  return queryOptions({
    queryKey: ['captcha'],
    // No abort signal: an image still arriving after a trip to selectCountry is kept.
    queryFn: () => getCaptcha(),
    staleTime: (query) => freshForMs(query.state.data),
    refetchOnWindowFocus: false,
    refetchInterval: (query) => freshForMs(query.state.data) || false,
  });
}
