import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type VerificationCenterData,
  type VerificationSubmitBody,
  verificationRoutes,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { USER_INFO_KEY } from '@/lib/account/get-user-info';

export const VERIFICATION_CENTER_KEY = ['user_real', 'center'] as const;

/** GET /api/user_real/center: the user's status, masked details and short-lived photo links. */
export function getVerificationCenter(signal?: AbortSignal): Promise<VerificationCenterData> {
  return call(verificationRoutes.verificationCenter, undefined, { signal });
}

/** Only asked with a session; never kept long (the photo links in it expire in minutes). */
export function getVerificationCenterQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: VERIFICATION_CENTER_KEY,
    queryFn: ({ signal }) => getVerificationCenter(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** POST /api/user_real/real_name: the form with the two uploaded photo ids; answers the new centre. */
export function submitVerification(body: VerificationSubmitBody): Promise<VerificationCenterData> {
  return call(verificationRoutes.verificationSubmit, body, { loading: true });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (center) => {
      queryClient.setQueryData(VERIFICATION_CENTER_KEY, center);
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
