import { adminDeliverySaveBodySchema, adminDeliverySettingsSchema } from '../delivery.operator';
import { defineRoutes } from './define';
import { deliveryOperatorPaths } from './delivery.paths';
import { ADMIN, AUDITED } from './operator';

/** The delivery module’s operator routes: the offer of new contracts. Part of backofficeRoutes. */
export const deliveryOperatorRoutes = defineRoutes(deliveryOperatorPaths, {
  adminDeliverySettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Delivery contracts: periods with their payout rates, stake limits',
    data: adminDeliverySettingsSchema,
  },
  adminDeliverySave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the delivery periods, payout rates and stake limits of new contracts',
    description: `Open contracts keep the payout rate they were placed with. Money-moving: the save only proposes (CHANGE_PROPOSED with proposal_id); a second admin applies it with adminProposalApprove. ${AUDITED}`,
    body: adminDeliverySaveBodySchema,
    data: adminDeliverySettingsSchema,
  },
});
