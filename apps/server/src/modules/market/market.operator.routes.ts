import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketOperatorRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { readPage } from '../../lib/page';
import { route } from '../../lib/route';
import { auditedRoute } from '../backoffice';
import { feedStatus, type FeedStatusDeps } from './market.feed-status';
import {
  holidayChanged,
  type HolidayDeps,
  listHolidays,
  removeHoliday,
  saveHoliday,
} from './market.holidays';
import {
  instrumentSettings,
  type InstrumentSettingsDeps,
  saveInstrumentTerms,
  termsOf,
} from './market.operator';
import type { MarketFeed } from '../../market-feed';

export type MarketOperatorDeps = InstrumentSettingsDeps &
  FeedStatusDeps &
  HolidayDeps & { market: Pick<MarketFeed, 'feedEvents'> };

/**
 * The market module's operator routes (role `admin`, from the contracts table): instrument settings
 * (fee rate and maximum leverage of new orders; new orders see them only after the commit), the
 * price feed's sources and events, and the exchange holidays. Every change is audited.
 */
export const marketOperatorHttpRoutes: FastifyPluginAsyncZod<MarketOperatorDeps> = async (
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

  route(app, routes.adminFeedStatus, {
    handler: async (request) => ok(request.lang, feedStatus(deps)),
  });

  route(app, routes.adminFeedEvents, {
    handler: async (request) => {
      const { instrument, ...page } = request.query;
      const data = await readPage(
        page,
        (window) =>
          deps.market.feedEvents({
            ...window,
            ...(instrument === undefined ? {} : { instrument }),
          }),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            at: row.at.toISOString(),
            kind: row.kind,
            instrument: row.instrument,
            source_id: row.sourceId,
            details: row.details,
          })),
      );
      return ok(request.lang, data);
    },
  });

  route(app, routes.adminHolidayList, {
    handler: async (request) =>
      ok(request.lang, { list: await listHolidays(deps, request.query.calendar) }),
  });

  auditedRoute(app, routes.adminHolidaySave, deps, {
    action: 'holiday.save',
    change: (tx, body) => saveHoliday(deps, tx, body),
    committed: (body) => holidayChanged(deps, body),
  });

  auditedRoute(app, routes.adminHolidayRemove, deps, {
    action: 'holiday.remove',
    change: (tx, body) => removeHoliday(deps, tx, body),
    committed: (body) => holidayChanged(deps, body),
  });
};
