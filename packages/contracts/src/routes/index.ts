import { backofficeRoutes } from './backoffice';
import { contentRoutes } from './content';
import { deliveryRoutes } from './delivery';
import { devRoutes } from './dev';
import { fundingRoutes } from './funding';
import { identityRoutes } from './identity';
import { ledgerRoutes } from './ledger';
import { marketRoutes } from './market';
import { practiceRoutes } from './practice';
import { systemRoutes } from './system';
import { spotRoutes } from './spot';
import { tradingRoutes } from './trading';
import { verificationRoutes } from './verification';

export * from './backoffice.paths';
export * from './content.paths';
export * from './delivery.paths';
export * from './define';
export * from './dev.paths';
export * from './funding.paths';
export * from './identity.paths';
export * from './ledger.paths';
export * from './market.paths';
export * from './market-feed.paths';
export * from './practice.paths';
export * from './books';
export * from './settings.paths';
export * from './system.paths';
export * from './spot.paths';
export * from './trading.paths';
export * from './verification.paths';
export { devRoutes, identityRoutes, ledgerRoutes, marketRoutes, systemRoutes, tradingRoutes };
/** Each module's operator routes; backofficeRoutes holds them all (and the back-office's own). */
export { contentOperatorRoutes } from './content.operator';
export { deliveryOperatorRoutes } from './delivery.operator';
export { fundingOperatorRoutes } from './funding.operator';
export { marketOperatorRoutes } from './market.operator';
export { settingsOperatorRoutes } from './settings.operator';
export { verificationOperatorRoutes } from './verification.operator';
export {
  backofficeRoutes,
  contentRoutes,
  deliveryRoutes,
  fundingRoutes,
  practiceRoutes,
  spotRoutes,
  verificationRoutes,
};

/**
 * Every route of the API by operationId. The server and the API document use this; a web screen
 * imports its module's table (e.g. ledgerRoutes) so its chunk carries only that module's schemas.
 */
export const routes = {
  ...systemRoutes,
  ...identityRoutes,
  ...devRoutes,
  ...marketRoutes,
  ...ledgerRoutes,
  ...tradingRoutes,
  ...contentRoutes,
  ...verificationRoutes,
  ...deliveryRoutes,
  ...spotRoutes,
  ...fundingRoutes,
  ...practiceRoutes,
  ...backofficeRoutes,
};
export type Routes = typeof routes;
export type RouteKey = keyof Routes;
