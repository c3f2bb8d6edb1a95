/*
 * The types of `call` (client.ts): a route of the contracts' table in, its input checked and its
 * `data` typed out. Types only, so they cost the home route nothing.
 */
import type { ApiRoute, Endpoint, RouteData, RouteInput, Routes } from '@waihui/contracts';
import type { RequestOptions } from './client';

/**
 * The full route an endpoint stands for: itself when it carries its schemas (e.g.
 * `ledgerRoutes.transfer`), else the route of the table with the same method and path (a bare
 * endpoint of `marketPaths`, for screens that must stay free of zod).
 */
export type RouteOf<E extends Endpoint> = E extends ApiRoute
  ? E
  : Extract<Routes[keyof Routes], { method: E['method']; path: E['path'] }>;

export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'loading' | 'timeoutMs'>;

/** The input a route takes (GET: query, else body), optional when the route takes none or all of it is optional. */
export type CallArgs<R> =
  undefined extends RouteInput<R>
    ? [input?: undefined, options?: CallOptions]
    : object extends RouteInput<R>
      ? [input?: RouteInput<R>, options?: CallOptions]
      : [input: RouteInput<R>, options?: CallOptions];

export type Call = <E extends Endpoint>(
  route: E,
  ...args: CallArgs<RouteOf<E>>
) => Promise<RouteData<RouteOf<E>>>;
