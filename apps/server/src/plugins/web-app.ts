import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Serves the built web app (apps/web/dist) at /. Hash routing means index.html is the only page. */
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
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  },
  { name: 'web-app' },
);
