/*
 * Test support for identity, and its test door: other modules' tests and fixtures, and test/,
 * reach identity's internals through this file only (not imported by the app).
 */
export { parseMobile } from './identity.accounts';
export { verifyFundPassword } from './identity.fund-password.service';
export { listOutboxMessages } from './identity.outbox.repository';
export { hashPassword } from './identity.password-hashing';
export { hashSessionToken, newSessionToken } from './identity.session-tokens';
