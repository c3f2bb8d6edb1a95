import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaListResponseSchema, publicSettingsResponseSchema } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { areaList } from './countries';
import { publicSettings } from './defaults.service';
import type { IdentityDeps } from './identity-deps';
import { okOrFailure } from '../../lib/route-schemas';

export const defaultsRoutes: FastifyPluginAsyncZod<{ deps: IdentityDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/default/area_list',
    {
      schema: {
        tags: ['identity'],
        summary: 'Countries and calling codes for selectCountry',
        description:
          'Named in the `lang` of the request; barred countries are flagged, not hidden.',
        response: okOrFailure(areaListResponseSchema),
      },
    },
    async (request) => ok(request.lang, areaList(request.lang, deps.config.BARRED_COUNTRIES)),
  );

  app.get(
    '/api/default/setting',
    {
      schema: {
        tags: ['identity'],
        summary: 'Public settings: support contact, demo flag, form limits',
        response: okOrFailure(publicSettingsResponseSchema),
      },
    },
    async (request) => ok(request.lang, publicSettings(deps.config)),
  );
};
