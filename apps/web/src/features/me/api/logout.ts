import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';

/** POST /api/user/logout: revokes this session on the server. */
export function logout(): Promise<unknown> {
  return call(identityRoutes.logout);
}

/** Logs out; the device forgets the session even if the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      useAppStore.getState().clearSession();
      queryClient.clear();
    },
  });
}
