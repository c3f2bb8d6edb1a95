import {
  devCaptchaDataSchema,
  devCaptchaQuerySchema,
  devOutboxDataSchema,
  devOutboxQuerySchema,
} from '../dev';
import { defineRoutes } from './define';
import { devPaths } from './dev.paths';

export const devRoutes = defineRoutes(devPaths, {
  devOutbox: {
    auth: 'none',
    tag: 'dev',
    summary: 'Latest outbox message to an address (EXPOSE_OUTBOX only)',
    query: devOutboxQuerySchema,
    data: devOutboxDataSchema,
  },
  devCaptcha: {
    auth: 'none',
    tag: 'dev',
    summary: "A captcha's answer, without using it up (EXPOSE_OUTBOX only)",
    query: devCaptchaQuerySchema,
    data: devCaptchaDataSchema,
  },
});
