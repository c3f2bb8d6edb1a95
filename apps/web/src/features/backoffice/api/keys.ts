/**
 * The root of every back-office read. Each domain's file builds its keys on it (`depositKeys`,
 * `settingsKeys`, …); a change that others may show (a user's lock, in the audit log too) reads
 * everything under it again.
 */
export const ADMIN_KEY = ['admin'] as const;
