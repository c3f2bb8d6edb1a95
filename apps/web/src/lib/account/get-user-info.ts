import { queryOptions } from '@tanstack/react-query';
import { identityRoutes, userInfoSchema, type UserInfo } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';

/** The query key of the logged-in user's profile (login and register fill it too). */
export const USER_INFO_KEY = ['user', 'info'] as const;

/** GET /api/user/info: the "me" page profile; also kept in the store as `userInfo` (product.md §3.1). */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await call(identityRoutes.userInfo, undefined, { signal });
  useAppStore.getState().setUserInfo(info);
  return info;
}

/** The profile kept in the store, if it has the contract's shape (it may be from an older build). */
function storedUserInfo(): UserInfo | undefined {
  const parsed = userInfoSchema.safeParse(useAppStore.getState().userInfo);
  return parsed.success ? parsed.data : undefined;
}

/** Only asked with a session: an anonymous visitor sees the login prompt, not a 401. */
export function getUserInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: USER_INFO_KEY,
    // No abort signal: a profile still arriving after the page closed updates the cache.
    queryFn: () => getUserInfo(),
    enabled: token !== null,
    // The store's copy (last login or visit) shows at once while the fresh one loads.
    placeholderData: storedUserInfo(),
  });
}
