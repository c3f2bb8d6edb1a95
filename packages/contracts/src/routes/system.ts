import { healthDataSchema } from '../health';
import { publicSettingsSchema } from '../identity';
import { defineRoutes } from './define';
import { systemPaths } from './system.paths';

export const systemRoutes = defineRoutes(systemPaths, {
  health: {
    auth: 'none',
    tag: 'system',
    summary: 'Liveness and database check',
    data: healthDataSchema,
  },
  publicSettings: {
    auth: 'none',
    tag: 'system',
    summary: 'Public settings: support contact, demo flag, form limits',
    data: publicSettingsSchema,
  },
});
