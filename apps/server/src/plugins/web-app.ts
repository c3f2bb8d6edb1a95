import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The one route of the built app's files (fastify-static with `wildcard`: prefix '/' + '*'). */
const WEB_APP_ROUTE = '/*';

/**
 * True when a request is answered by the built app's files rather than by the API: such requests
 * are exempt from the API rate limit and from the request log. API, /ws and /captcha routes are
 * their own routes, so they never match.
 */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url === WEB_APP_ROUTE;
}

/** Hashed build output (Vite writes every bundle under assets/ with a content hash in its name). */
const HASHED_DIR = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app (apps/web/dist) at /. Hash routing means index.html is the only page.
 * The build writes `.br` and `.gz` twins beside each text file (apps/web/build/precompress.ts); the
 * twin the request's Accept-Encoding prefers (br, then gzip, else the file itself) is sent with its
 * Content-Encoding and `Vary: accept-encoding`.
 */
export const webAppPlugin = fp(
  async (app, { distDir }: { distDir: string }) => {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      preCompressed: true,
      // Hashed assets never change (a year, immutable); index.html and the unhashed public files
      // must always be revalidated, so a new build reaches every visitor.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'web-app' },
);
