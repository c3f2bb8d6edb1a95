import { backofficeRoutes, type AdminBannerSaveBody } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

export const bannerKeys = {
  all: [...ADMIN_KEY, 'banners'] as const,
};

/** The News tab's banners in their order, shown and hidden ones. */
export const getBannersQueryOptions = () =>
  adminQuery(bannerKeys.all, (signal) =>
    operatorCall(backofficeRoutes.adminBannerList, undefined, { signal }),
  );

/** Saves a new or changed banner; the list reads again. */
export const useSaveBanner = () =>
  useAdminChange(bannerKeys.all, (body: AdminBannerSaveBody) =>
    operatorCall(backofficeRoutes.adminBannerSave, body, { loading: true }),
  );
