/* Method and path of every back-office endpoint (issue 12); backoffice.ts adds auth and schemas. */

export const backofficePaths = {
  adminLogin: { method: 'POST', path: '/api/admin/login' },
  adminMe: { method: 'GET', path: '/api/admin/me' },
  adminLogout: { method: 'POST', path: '/api/admin/logout' },
  adminUserSearch: { method: 'GET', path: '/api/admin/users/search' },
  adminUserDetail: { method: 'GET', path: '/api/admin/users/detail' },
  adminUserLock: { method: 'POST', path: '/api/admin/users/lock' },
  adminFeedbackList: { method: 'GET', path: '/api/admin/feedback/list' },
  adminFeedbackAnswer: { method: 'POST', path: '/api/admin/feedback/answer' },
  adminVerificationList: { method: 'GET', path: '/api/admin/verifications/list' },
  adminVerificationApprove: { method: 'POST', path: '/api/admin/verifications/approve' },
  adminVerificationReject: { method: 'POST', path: '/api/admin/verifications/reject' },
  adminDepositList: { method: 'GET', path: '/api/admin/deposits/list' },
  adminDepositConfirm: { method: 'POST', path: '/api/admin/deposits/confirm' },
  adminDepositReject: { method: 'POST', path: '/api/admin/deposits/reject' },
  adminArticleList: { method: 'GET', path: '/api/admin/content/articles' },
  adminArticleSave: { method: 'POST', path: '/api/admin/content/articles/save' },
  adminContentPreview: { method: 'POST', path: '/api/admin/content/preview' },
  adminInstrumentList: { method: 'GET', path: '/api/admin/settings/instruments' },
  adminInstrumentSave: { method: 'POST', path: '/api/admin/settings/instruments/save' },
  adminAuditList: { method: 'GET', path: '/api/admin/audit/list' },
} as const;
