import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsOperatorRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { auditedRoute } from '../backoffice';
import {
  countriesSettings,
  saveCountriesSettings,
  saveSupportSettings,
  type SettingsDeps,
  supportSettings,
} from './settings.operator';

/**
 * The settings module's operator routes under /api/admin/settings/…: barred countries and support
 * channels (role `admin`, from the contracts table); each save is audited.
 */
export const settingsOperatorHttpRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (
  app,
  deps,
) => {
  route(app, routes.adminCountriesSettings, {
    handler: async (request) => ok(request.lang, await countriesSettings(deps)),
  });

  auditedRoute(app, routes.adminCountriesSave, deps, {
    action: 'settings.countries',
    change: (tx, body, actor) => saveCountriesSettings(deps, tx, body, actor.now),
  });

  route(app, routes.adminSupportSettings, {
    handler: async (request) => ok(request.lang, await supportSettings(deps)),
  });

  auditedRoute(app, routes.adminSupportSave, deps, {
    action: 'settings.support',
    change: (tx, body, actor) => saveSupportSettings(deps, tx, body, actor.now),
  });
};
