import type { z } from 'zod';

/*
 * The shape of the route table. A route is its endpoint (method, path: paths.ts) plus what the
 * server registers and documents and the web calls and parses: who may call it, the request body
 * or query schema, the schema of the success envelope's `data`, and the OpenAPI words.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call goes. GET sends its input as the query string, other methods as the JSON body. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * Back-office roles (product.md §14.2). A user may hold several; an operator route lists the roles that
 * open it, and only an operator session (signed in with a second factor) carries roles.
 * support: read users, answer feedback; compliance: identity reviews; finance: deposits and
 * withdrawals; admin: content, settings, operators.
 */
export const OPERATOR_ROLES = ['support', 'compliance', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export type RouteRole = OperatorRole;

/**
 * none: public; optional: a bearer token may be sent (the handler decides what it changes);
 * user: a live session is required (401 / code 999 otherwise); roles: an operator session holding
 * one of them (401 without one; 403 for a user session or an operator lacking the role).
 */
export type RouteAuth = 'none' | 'optional' | 'user' | { readonly roles: readonly RouteRole[] };

export interface RouteSpec {
  readonly auth: RouteAuth;
  /** OpenAPI tag: the module or area. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** JSON body (POST). */
  readonly body?: z.ZodType;
  /** Query string (GET). */
  readonly query?: z.ZodType;
  /** `data` of the success envelope {code: 1, msg, data}. */
  readonly data: z.ZodType;
  /**
   * Served only to clients on this machine (127.0.0.0/8, ::1); anyone else gets 404. The dev helpers
   * read codes and captcha answers, so a demo reachable from a network must not hand them out.
   */
  readonly loopbackOnly?: true;
}

export type ApiRoute = Endpoint & RouteSpec & { readonly operationId: string };

/**
 * A module's route table: each endpoint of `paths` with its spec; the key becomes the operationId.
 * Every endpoint needs a spec and every spec an endpoint (a type error otherwise).
 */
export function defineRoutes<
  const P extends Record<string, Endpoint>,
  const S extends { readonly [K in keyof P]: RouteSpec },
>(
  paths: P,
  specs: S & Record<Exclude<keyof S, keyof P>, never>,
): { readonly [K in keyof P & string]: P[K] & S[K] & { readonly operationId: K } } {
  const table: Record<string, ApiRoute> = {};
  const specOf = specs as Record<string, RouteSpec>;
  for (const [key, endpoint] of Object.entries(paths)) {
    const spec = specOf[key];
    if (spec === undefined) throw new Error(`route ${key} has no spec`);
    table[key] = { ...endpoint, ...spec, operationId: key };
  }
  return table as { [K in keyof P & string]: P[K] & S[K] & { operationId: K } };
}

/** The request body a handler receives (after the schema's defaults and coercion). */
export type RouteBody<R> = R extends { readonly body: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** The query a handler receives. */
export type RouteQuery<R> = R extends { readonly query: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** What a caller sends: the body of a POST, the query of a GET, or nothing. */
export type RouteInput<R> = R extends { readonly body: infer S extends z.ZodType }
  ? z.input<S>
  : R extends { readonly query: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;
/** The success envelope's `data`. */
export type RouteData<R> = R extends { readonly data: infer S extends z.ZodType }
  ? z.output<S>
  : never;
