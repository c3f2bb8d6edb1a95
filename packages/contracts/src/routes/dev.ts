import {
  devCaptchaDataSchema,
  devCaptchaQuerySchema,
  devFeedPauseBodySchema,
  devFeedPauseDataSchema,
  devFeedStepBodySchema,
  devFeedStepDataSchema,
  devInboxDataSchema,
  devOutboxDataSchema,
  devOutboxQuerySchema,
} from '../dev';
import {
  devVerificationApproveBodySchema,
  devVerificationApproveDataSchema,
} from '../verification';
import { defineRoutes } from './define';
import { devPaths } from './dev.paths';

export const devRoutes = defineRoutes(devPaths, {
  devOutbox: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary: 'Latest outbox message to an address (EXPOSE_OUTBOX or DEMO_MODE)',
    query: devOutboxQuerySchema,
    data: devOutboxDataSchema,
  },
  devInbox: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary: 'The newest outbox messages to an address, newest first (EXPOSE_OUTBOX or DEMO_MODE)',
    query: devOutboxQuerySchema,
    data: devInboxDataSchema,
  },
  devCaptcha: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary: "A captcha's answer, without using it up (EXPOSE_OUTBOX or DEMO_MODE)",
    query: devCaptchaQuerySchema,
    data: devCaptchaDataSchema,
  },
  devFeedStep: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary:
      'Play the next ticks of a hand-stepped replay feed (EXPOSE_OUTBOX only; browser tests)',
    description: 'Refusals: NOT_FOUND when the feed is not a replay stepped by hand.',
    body: devFeedStepBodySchema,
    data: devFeedStepDataSchema,
  },
  devFeedPause: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary:
      'Stop or resume the ticks of one simulated instrument (EXPOSE_OUTBOX only; browser tests)',
    description:
      'The instrument goes stale once its latest quote is older than its category’s limit. Refusals: NOT_FOUND when the feed is not the simulated one; MARKET_UNKNOWN_SYMBOL.',
    body: devFeedPauseBodySchema,
    data: devFeedPauseDataSchema,
  },
  devVerificationApprove: {
    auth: 'none',
    loopbackOnly: true,
    tag: 'dev',
    summary:
      "Approve a login account's pending identity verification (EXPOSE_OUTBOX only; browser tests)",
    description:
      'Stands in for an operator until the back-office exists. Refusals: NOT_FOUND when the account has no pending verification.',
    body: devVerificationApproveBodySchema,
    data: devVerificationApproveDataSchema,
  },
});
