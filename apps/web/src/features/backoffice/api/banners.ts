import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminBannerSaveBody } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

export const bannerKeys = {
  all: [...ADMIN_KEY, 'banners'] as const,
};

/** The News tab's banners in their order, shown and hidden ones. */
export function getBannersQueryOptions() {
  return queryOptions({
    queryKey: bannerKeys.all,
    queryFn: ({ signal }) => operatorCall(backofficeRoutes.adminBannerList, undefined, { signal }),
  });
}

/** Saves a new or changed banner; the list reads again. */
export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBannerSaveBody) =>
      operatorCall(backofficeRoutes.adminBannerSave, body, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
