import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketOperatorRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { auditedRoute } from '../backoffice';
import {
  instrumentSettings,
  type InstrumentSettingsDeps,
  saveInstrumentTerms,
  termsOf,
} from './market.operator';

/**
 * The market module's operator routes under /api/admin/settings/instruments…: fee rate and
 * maximum leverage of new orders (role `admin`, from the contracts table); a save is audited, and
 * new orders see the new terms only after it committed.
 */
export const marketOperatorHttpRoutes: FastifyPluginAsyncZod<InstrumentSettingsDeps> = async (
  app,
  deps,
) => {
  route(app, routes.adminInstrumentList, {
    handler: async (request) => ok(request.lang, { list: instrumentSettings(deps) }),
  });

  auditedRoute(app, routes.adminInstrumentSave, deps, {
    action: 'instrument.save',
    // Money-moving: applies only when a second admin approves it (product.md §6.3).
    secondAdmin: true,
    change: (tx, body) => saveInstrumentTerms(deps, tx, body),
    committed: (body) => deps.instruments.apply(body.symbol, termsOf(body)),
  });
};
