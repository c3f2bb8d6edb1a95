import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type LoginBody, type SessionData } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { startSession } from './start-session';

/** POST /api/user/login, with the password or with a login code. */
export function login(body: LoginBody): Promise<SessionData> {
  return call(identityRoutes.login, body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
