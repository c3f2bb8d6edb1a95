import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of packages/contracts; browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Waihui API',
          version,
          description:
            'Every response is the envelope {code, msg, data}: code 1 success, 0 failure (data.reason), 999 session expired (HTTP 401). ' +
            'Send `lang` (en, de, fr, ja, ko, zh-CN, zh-HK) for translated messages and `Authorization: Bearer <token>` where a lock is shown. ' +
            'Amounts and prices are decimal strings.',
          // No licence is granted yet (private package): npm's UNLICENSED, linked to its meaning.
          license: {
            name: 'UNLICENSED',
            url: 'https://docs.npmjs.com/cli/v10/configuring-npm/package-json#license',
          },
        },
        // Same origin: the document describes the server that serves it.
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
