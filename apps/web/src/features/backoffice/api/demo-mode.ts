import { useQuery } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery } from './admin-query';
import { operatorCall } from './operator-client';

/**
 * Whether the server runs in demo mode, for the back-office's label: read from the operator's own
 * GET /api/admin/me rather than the app's public-settings module, because sharing that module with
 * this lazy page would split it out of the shell's chunk and grow the home route.
 */
export function useServerIsDemo(): boolean {
  const me = useQuery({
    ...adminQuery([...ADMIN_KEY, 'me'], (signal) =>
      operatorCall(backofficeRoutes.adminMe, undefined, { signal }),
    ),
    staleTime: Infinity,
  });
  return me.data?.demo === true;
}
