import { useMutation } from '@tanstack/react-query';
import { resetTicketDataSchema, sessionsRevokedDataSchema } from '@waihui/contracts';
import { http } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';

/** POST /api/user/forget_password, step 1: account + code → a reset token valid 15 minutes. */
export function verifyReset(body: { account: string; country?: string; code: string }) {
  return http.post(
    '/api/user/forget_password',
    { step: 'verify', ...body },
    { schema: resetTicketDataSchema },
  );
}

/** Step 2: the token and the new password. Every session of the account is logged out. */
export function resetPassword(body: {
  reset_token: string;
  password: string;
  confirm_password: string;
}) {
  return http.post(
    '/api/user/forget_password',
    { step: 'reset', ...body },
    { schema: sessionsRevokedDataSchema },
  );
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
