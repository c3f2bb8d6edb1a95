import fp from 'fastify-plugin';

/** One year, subdomains included: helmet's own default value, now sent only where it means something. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on answers to requests that came over https (product.md §15.9).
 * Over plain http a browser ignores the header (RFC 6797 §8.1), and sending it there only tells a
 * probe the server is misconfigured. `request.protocol` is "https" for a TLS socket, or when a
 * trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto; an untrusted client cannot fake it.
 * Helmet's own HSTS is switched off in app.ts.
 */
export const httpsOnlyHstsPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
    done();
  },
  { name: 'https-only-hsts' },
);
