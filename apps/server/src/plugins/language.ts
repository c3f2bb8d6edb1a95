import fp from 'fastify-plugin';
import { resolveLanguage, type Language } from '@waihui/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language messages are answered in: the `lang` header, else en. */
    lang: Language;
  }
}

/** Reads the `lang` request header (product.md §7.3) once per request. */
export const languagePlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, next) => {
      request.lang = resolveLanguage(request.headers.lang);
      next();
    });
    done();
  },
  { name: 'language' },
);
