import { backofficeRoutes } from './backoffice';
import { contentRoutes } from './content';
import { devRoutes } from './dev';
import { identityRoutes } from './identity';
import { ledgerRoutes } from './ledger';
import { marketRoutes } from './market';
import { systemRoutes } from './system';
import { tradingRoutes } from './trading';

export * from './backoffice.paths';
export * from './content.paths';
export * from './define';
export * from './dev.paths';
export * from './identity.paths';
export * from './ledger.paths';
export * from './market.paths';
export * from './system.paths';
export * from './trading.paths';
export { devRoutes, identityRoutes, ledgerRoutes, marketRoutes, systemRoutes, tradingRoutes };
export { backofficeRoutes, contentRoutes };

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
  ...backofficeRoutes,
};
export type Routes = typeof routes;
export type RouteKey = keyof Routes;
