import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@waihui/contracts';
import { ApiError, call } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';

/** POST /api/user/forget_password, step 1: account + code → a reset token valid 15 minutes. */
export async function verifyReset(body: { account: string; country?: string; code: string }) {
  const data = await call(identityRoutes.forgetPassword, { step: 'verify', ...body });
  if (!('reset_token' in data))
    throw new ApiError('invalid-response', 'verify gave no reset token');
  return data;
}

/** Step 2: the token and the new password. Every session of the account is logged out. */
export function resetPassword(body: {
  reset_token: string;
  password: string;
  confirm_password: string;
}) {
  return call(identityRoutes.forgetPassword, { step: 'reset', ...body });
}

export function useVerifyReset() {
  return useMutation({ mutationFn: verifyReset });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // The reset logged out every session, this device's included (if it had one).
    onSuccess: () => useAppStore.getState().clearSession(),
  });
}
