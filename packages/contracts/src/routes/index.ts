import { contentRoutes } from './content';
import { devRoutes } from './dev';
import { fundingRoutes } from './funding';
import { identityRoutes } from './identity';
import { ledgerRoutes } from './ledger';
import { marketRoutes } from './market';
import { systemRoutes } from './system';
import { tradingRoutes } from './trading';

export * from './content.paths';
export * from './define';
export * from './dev.paths';
export * from './funding.paths';
export * from './identity.paths';
export * from './ledger.paths';
export * from './market.paths';
export * from './system.paths';
export * from './trading.paths';
export { devRoutes, identityRoutes, ledgerRoutes, marketRoutes, systemRoutes, tradingRoutes };
export { contentRoutes, fundingRoutes };

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
  ...fundingRoutes,
};
export type Routes = typeof routes;
export type RouteKey = keyof Routes;
