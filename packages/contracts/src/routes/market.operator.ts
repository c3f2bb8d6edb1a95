import {
  adminInstrumentSaveBodySchema,
  adminInstrumentSchema,
  adminInstrumentsDataSchema,
} from '../market.operator';
import { defineRoutes } from './define';
import { marketOperatorPaths } from './market.paths';
import { ADMIN, AUDITED } from './operator';

/** The market module’s operator routes: instrument settings (terms of new orders). Part of backofficeRoutes. */
export const marketOperatorRoutes = defineRoutes(marketOperatorPaths, {
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
});
