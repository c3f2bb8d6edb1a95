/* Method and path of the practice endpoints (see ledger.paths.ts for why paths have their own file). */

export const practicePaths = {
  practiceStatus: { method: 'GET', path: '/api/practice/status' },
  practiceSwitch: { method: 'POST', path: '/api/practice/switch' },
  practiceReset: { method: 'POST', path: '/api/practice/reset' },
} as const;
