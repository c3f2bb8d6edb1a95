import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { type PracticeDeps, resetPractice, switchBook } from './practice.service';

/** The session's book and the practice reset; always the caller's own (these are live-user routes). */
export const practiceHttpRoutes: FastifyPluginAsyncZod<PracticeDeps> = async (app, deps) => {
  route(app, practiceRoutes.practiceStatus, {
    handler: async (request) => ok(request.lang, { book: sessionOf(request).book }),
  });

  route(app, practiceRoutes.practiceSwitch, {
    handler: async (request) => {
      const session = sessionOf(request);
      const switched = await switchBook(
        deps,
        { liveUserId: session.userId, sessionId: session.sessionId },
        request.body.book,
      );
      return ok(request.lang, switched);
    },
  });

  route(app, practiceRoutes.practiceReset, {
    handler: async (request) =>
      ok(request.lang, await resetPractice(deps, sessionOf(request).userId)),
  });
};
