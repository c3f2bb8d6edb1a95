/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (system.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

export const systemPaths = {
  health: { method: 'GET', path: '/api/health' },
  publicSettings: { method: 'GET', path: '/api/default/setting' },
} as const;
