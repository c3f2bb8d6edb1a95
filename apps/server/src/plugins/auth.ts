import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@waihui/contracts';
import type { Db } from '../db/database';
import type { UserRole } from '../db/schema';
import { hashSessionToken } from '../modules/identity/session-tokens';
import { findLiveSession, type SessionUser } from '../modules/identity/sessions.repository';
import { BusinessError } from '../lib/business-error';
import { UnauthenticatedError } from './envelope-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser`; null on anonymous routes. */
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 / code 999 unless the bearer token names a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: as requireUser, and 403 unless the user has one of the roles. */
    requireRole: (
      ...roles: UserRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** "Bearer abc", or the bare token the spec's client sends (spec §7). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ')
    ? header.slice('Bearer '.length).trim()
    : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export const authPlugin = fp<{ db: Db; now: () => Date }>(
  (app, { db, now }, done) => {
    app.decorateRequest('session', null);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw new UnauthenticatedError();
      const session = await findLiveSession(db, hashSessionToken(token), now());
      if (session === null) throw new UnauthenticatedError();
      request.session = session;
      // A user's stored language answers their messages when the request names none (issue 3).
      if (request.headers.lang === undefined && isLanguage(session.lang))
        request.lang = session.lang;
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (!request.session || !roles.includes(request.session.role)) {
        throw new BusinessError('FORBIDDEN', { httpStatus: 403 });
      }
    });
    done();
  },
  { name: 'auth', dependencies: ['envelope-errors'] },
);
