import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Book, practiceUserIdOf } from '@waihui/core';
import { isLanguage, type OperatorRole } from '@waihui/contracts';
import { BusinessError } from '../lib/business-error';
import { UnauthenticatedError } from '../lib/unauthenticated-error';

/** Who a live session belongs to, as the session lookup returns it. */
export interface SessionUser {
  userId: string;
  sessionId: string;
  /** The user's stored language (any string; only a known language is applied). */
  lang: string;
  /**
   * The session's active book. On a book route (contracts `BOOK_ROUTE_TAGS`) in the practice book,
   * `userId` is the practice holder's id (core `practiceUserIdOf`) and `liveUserId` the user's own.
   */
  book: Book;
  /** The user's own id, whichever book `userId` is of. */
  liveUserId?: string;
}

/**
 * The live session of a bearer token at `now` (not revoked, not expired), or null. The identity
 * module provides it (app.ts wires it); the plugin knows nothing of how sessions are stored.
 */
export type SessionLookup = (token: string, now: Date) => Promise<SessionUser | null>;

/** Who a live operator session (back-office, signed in with a second factor) belongs to. */
export interface OperatorSession {
  userId: string;
  sessionId: string;
  roles: readonly OperatorRole[];
  expiresAt: Date;
  lang: string;
}

/**
 * The live operator session of a bearer token, or null. Operator tokens are kept apart from users'
 * (the back-office module provides it; app.ts wires it), so a user token never finds one.
 */
export type OperatorSessionLookup = (token: string, now: Date) => Promise<OperatorSession | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` / `app.optionalUser`; null on anonymous requests. */
    session: SessionUser | null;
    /** Set by `app.requireRole`; null elsewhere. */
    operator: OperatorSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route acts on the session's active book (contracts `isBookRoute`; lib/route sets it): in
     * the practice book, the session's `userId` is the practice holder's.
     */
    book?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 / code 999 unless the bearer token names a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * For public routes that say more to a logged-in user: the session of a valid token, or null
     * without a token or with an expired one (which reads as anonymous, never as "log in again").
     */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;
    /**
     * preHandler factory for operator routes: 401 unless the bearer token names a live operator
     * session, or a user session (403: a user token never opens an operator route); 403 unless the
     * operator holds one of the roles.
     */
    requireRole: (
      ...roles: OperatorRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** OpenAPI `security` of a route behind `app.requireUser`: `Authorization: Bearer <token>`. */
export const BEARER: { [scheme: string]: string[] }[] = [{ bearer: [] }];

/** "Bearer abc", or the bare token the spec's client sends (product.md §7.3). */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ')
    ? header.slice('Bearer '.length).trim()
    : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * The id a session acts as on a route of the active book: the practice holder's while the session's
 * book is practice (core `practiceUserIdOf`: always the session's own user's), else the user's own.
 */
export function bookUserIdOf(session: Pick<SessionUser, 'userId' | 'book'>): string {
  return session.book === 'practice' ? practiceUserIdOf(session.userId) : session.userId;
}

/** The session `app.requireUser` set (it runs first on the routes that call this). */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (request.session === null) throw new UnauthenticatedError();
  return request.session;
}

/** The operator session `app.requireRole` set (it runs first on the routes that call this). */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (request.operator === null) throw new UnauthenticatedError();
  return request.operator;
}

export const authPlugin = fp<{
  findSession: SessionLookup;
  /** Absent: no operator session exists, every operator route answers 401 / 403. */
  findOperatorSession?: OperatorSessionLookup;
  now: () => Date;
}>(
  (app, { findSession, findOperatorSession, now }, done) => {
    app.decorateRequest('session', null);
    app.decorateRequest('operator', null);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw new UnauthenticatedError();
      const session = await findSession(token, now());
      if (session === null) throw new UnauthenticatedError();
      request.session =
        request.routeOptions.config.book === true
          ? { ...session, userId: bookUserIdOf(session), liveUserId: session.userId }
          : session;
      // A user's stored language answers their messages when the request names none (product.md §16.1).
      if (request.headers.lang === undefined && isLanguage(session.lang))
        request.lang = session.lang;
    }

    async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
      if (bearerToken(request.headers.authorization) === null) return null;
      try {
        await requireUser(request);
      } catch (error) {
        if (error instanceof UnauthenticatedError) return null;
        throw error;
      }
      return request.session;
    }

    app.decorate('requireUser', requireUser);
    app.decorate('optionalUser', optionalUser);
    app.decorate('requireRole', (...roles: OperatorRole[]) => async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw new UnauthenticatedError();
      const at = now();
      const operator = findOperatorSession ? await findOperatorSession(token, at) : null;
      if (operator === null) {
        // A user's own session is known but not enough: forbidden, not "log in again".
        if ((await findSession(token, at)) !== null)
          throw new BusinessError('FORBIDDEN', { httpStatus: 403 });
        throw new UnauthenticatedError();
      }
      request.operator = operator;
      if (request.headers.lang === undefined && isLanguage(operator.lang))
        request.lang = operator.lang;
      if (!operator.roles.some((role) => roles.includes(role))) {
        throw new BusinessError('FORBIDDEN', { httpStatus: 403 });
      }
    });
    done();
  },
  { name: 'auth', dependencies: ['envelope-errors'] },
);
