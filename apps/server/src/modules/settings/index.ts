import type { FastifyPluginAsync } from 'fastify';
import { settingsOperatorHttpRoutes } from './settings.operator.routes';
import type { SettingsDeps } from './settings.operator';

export type { SettingDefaults, SettingsDeps } from './settings.operator';

/** The settings module's routes: the operators' pages of barred countries and support channels. */
export const settingsModule: FastifyPluginAsync<SettingsDeps> = async (app, deps) => {
  await app.register(settingsOperatorHttpRoutes, deps);
};
