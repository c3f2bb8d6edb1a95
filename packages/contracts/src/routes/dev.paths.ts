/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (dev.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

/** Development, browser-test and demo helpers, served only when EXPOSE_OUTBOX or DEMO_MODE is on. */
export const devPaths = {
  devOutbox: { method: 'GET', path: '/api/dev/outbox' },
  devInbox: { method: 'GET', path: '/api/dev/inbox' },
  devCaptcha: { method: 'GET', path: '/api/dev/captcha' },
  devFeedStep: { method: 'POST', path: '/api/dev/feed/step' },
  devFeedPause: { method: 'POST', path: '/api/dev/feed/pause' },
  devVerificationApprove: { method: 'POST', path: '/api/dev/verification/approve' },
} as const;
