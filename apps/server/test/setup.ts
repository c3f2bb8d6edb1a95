import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeFileApps, closeTestApps, enterTest } from './fixtures';
import { terminateSockets } from './ws-client';

/*
 * Every server test file's hooks. They live here, not at the top of fixtures.ts: the server project
 * runs without isolation (vitest.config.ts), so a shared module is evaluated once per worker and
 * hooks registered at its top would serve only the first file. A setup file runs for every file.
 * After each test: its sockets end, then its apps close (after-hooks run last-registered first).
 */
beforeEach(enterTest);
afterEach(closeTestApps);
afterEach(terminateSockets);
afterAll(closeFileApps);
