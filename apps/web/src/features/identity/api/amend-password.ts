import { useMutation } from '@tanstack/react-query';
import { sessionsRevokedDataSchema, type AmendPasswordBody } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/** POST /api/user/amend_password: old + new + confirm; the user's other sessions are logged out. */
export function amendPassword(body: AmendPasswordBody) {
  return http.post('/api/user/amend_password', body, { schema: sessionsRevokedDataSchema });
}

export function useAmendPassword() {
  return useMutation({ mutationFn: amendPassword });
}
