import { useMutation } from '@tanstack/react-query';
import { identityRoutes, type AmendPasswordBody } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** POST /api/user/amend_password: old + new + confirm; the user's other sessions are logged out. */
export function amendPassword(body: AmendPasswordBody) {
  return call(identityRoutes.amendPassword, body);
}

export function useAmendPassword() {
  return useMutation({ mutationFn: amendPassword });
}
