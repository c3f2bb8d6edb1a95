import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryOperatorRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { auditedRoute } from '../backoffice';
import type { DeliveryDeps } from './delivery.service';
import { deliverySettings, replaceDeliverySettings } from './delivery.settings';

/**
 * The delivery module's operator routes under /api/admin/settings/delivery…: the offer of new
 * contracts (role `admin`, from the contracts table); a save is audited.
 */
export const deliveryOperatorHttpRoutes: FastifyPluginAsyncZod<DeliveryDeps> = async (
  app,
  deps,
) => {
  route(app, routes.adminDeliverySettings, {
    handler: async (request) => ok(request.lang, await deliverySettings(deps.db)),
  });

  auditedRoute(app, routes.adminDeliverySave, deps, {
    action: 'settings.delivery',
    // Money-moving: applies only when a second admin approves it (product.md §6.3).
    secondAdmin: true,
    change: (tx, body, actor) => replaceDeliverySettings(tx, body, actor.now),
  });
};
