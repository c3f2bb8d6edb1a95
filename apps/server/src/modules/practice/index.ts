import type { FastifyPluginAsync } from 'fastify';
import { practiceHttpRoutes } from './practice.routes';
import type { PracticeDeps } from './practice.service';

/*
 * The practice module's front door (README.md): `createPractice` builds the module object from what
 * app.ts lends it (trading's commands, spot's cancel), `practicePlugin` registers its routes.
 */

export interface Practice {
  deps: PracticeDeps;
}

export function createPractice(deps: PracticeDeps): Practice {
  return { deps };
}

/** Status, switch and reset of the session's book. */
export const practicePlugin: FastifyPluginAsync<{ practice: Practice }> = async (
  app,
  { practice },
) => {
  await app.register(practiceHttpRoutes, practice.deps);
};
