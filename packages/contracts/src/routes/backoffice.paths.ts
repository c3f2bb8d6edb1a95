/*
 * Method and path of the back-office's own endpoints (product.md §14): sign-in, the session, users,
 * operators and the audit log; backoffice.ts adds auth and schemas. The other operator endpoints
 * are in their module's paths file (`<module>OperatorPaths`).
 */

export const backofficePaths = {
  adminLogin: { method: 'POST', path: '/api/admin/login' },
  adminMe: { method: 'GET', path: '/api/admin/me' },
  adminLogout: { method: 'POST', path: '/api/admin/logout' },
  adminUserSearch: { method: 'GET', path: '/api/admin/users/search' },
  adminUserDetail: { method: 'GET', path: '/api/admin/users/detail' },
  adminUserLock: { method: 'POST', path: '/api/admin/users/lock' },
  adminOperatorList: { method: 'GET', path: '/api/admin/operators/list' },
  adminOperatorGrant: { method: 'POST', path: '/api/admin/operators/grant' },
  adminOperatorRevoke: { method: 'POST', path: '/api/admin/operators/revoke' },
  adminAuditList: { method: 'GET', path: '/api/admin/audit/list' },
  adminProposalList: { method: 'GET', path: '/api/admin/proposals/list' },
  adminProposalApprove: { method: 'POST', path: '/api/admin/proposals/approve' },
  adminProposalReject: { method: 'POST', path: '/api/admin/proposals/reject' },
} as const;
