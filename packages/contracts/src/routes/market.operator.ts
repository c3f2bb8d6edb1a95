import {
  adminFeedEventsDataSchema,
  adminFeedEventsQuerySchema,
  adminFeedStatusDataSchema,
  adminHolidayKeySchema,
  adminHolidaySchema,
  adminHolidaysDataSchema,
  adminHolidaysQuerySchema,
  adminInstrumentSaveBodySchema,
  adminInstrumentSchema,
  adminInstrumentsDataSchema,
} from '../market.operator';
import { defineRoutes } from './define';
import { marketFeedOperatorPaths } from './market-feed.paths';
import { marketOperatorPaths } from './market.paths';
import { ADMIN, AUDITED } from './operator';

/**
 * The market module’s operator routes: instrument settings (terms of new orders), the price feed’s
 * sources and events, and the exchange holidays of the session calendars. Part of backofficeRoutes.
 */
export const marketOperatorRoutes = defineRoutes(
  { ...marketOperatorPaths, ...marketFeedOperatorPaths },
  {
    adminInstrumentList: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Instrument settings: fee rate, spread, maximum leverage',
      data: adminInstrumentsDataSchema,
    },
    adminInstrumentSave: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Changes an instrument’s fee rate and maximum leverage for new orders',
      description: `Open orders and positions keep the terms they were opened with. Money-moving: the save only proposes (CHANGE_PROPOSED with proposal_id); a second admin applies it with adminProposalApprove. ${AUDITED}`,
      body: adminInstrumentSaveBodySchema,
      data: adminInstrumentSchema,
    },
    adminFeedStatus: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Price sources: state per instrument, last message, messages per second',
      description: 'And each instrument’s status for dealing now (live, stale or closed).',
      data: adminFeedStatusDataSchema,
    },
    adminFeedEvents: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Feed events (failover switches, outages, drift alerts), newest first, paged',
      query: adminFeedEventsQuerySchema,
      data: adminFeedEventsDataSchema,
    },
    adminHolidayList: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Exchange holidays of the trading-session calendars, by calendar and date',
      query: adminHolidaysQuerySchema,
      data: adminHolidaysDataSchema,
    },
    adminHolidaySave: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Adds an exchange holiday, or changes the one of that calendar and date',
      description: `Instruments on the calendar are closed then (with MARKET_SESSIONS); every server process reloads the holidays. ${AUDITED}`,
      body: adminHolidaySchema,
      data: adminHolidaySchema,
    },
    adminHolidayRemove: {
      auth: ADMIN,
      tag: 'backoffice',
      summary: 'Removes the exchange holiday of a calendar and date',
      description: `HOLIDAY_NOT_FOUND when there is none. ${AUDITED}`,
      body: adminHolidayKeySchema,
      data: adminHolidayKeySchema,
    },
  },
);
