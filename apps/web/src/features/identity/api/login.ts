import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionDataSchema, type LoginBody, type SessionData } from '@waihui/contracts';
import { http } from '@/lib/http/client';
import { startSession } from './start-session';

/** POST /api/user/login, with the password or with a login code. */
export function login(body: LoginBody): Promise<SessionData> {
  return http.post('/api/user/login', body, { schema: sessionDataSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
