import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type RegisterBody, type SessionData } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { startSession } from './start-session';

/** POST /api/user/register: creates the account and logs it in. */
export function register(body: RegisterBody): Promise<SessionData> {
  return call(identityRoutes.register, body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
