/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (verification.ts) adds auth, schemas and words to each entry; the key is the operationId.
 * The photo itself is served at VERIFICATION_PHOTO_PATH (an image, not the envelope).
 */

export const verificationPaths = {
  verificationCenter: { method: 'GET', path: '/api/user_real/center' },
  verificationSubmit: { method: 'POST', path: '/api/user_real/real_name' },
  verificationPhotoUpload: { method: 'POST', path: '/api/user_real/upload_photo' },
} as const;

/** Its operator endpoints (/api/admin/…); routes/verification.operator.ts adds auth and schemas. */
export const verificationOperatorPaths = {
  adminVerificationList: { method: 'GET', path: '/api/admin/verifications/list' },
  adminVerificationApprove: { method: 'POST', path: '/api/admin/verifications/approve' },
  adminVerificationReject: { method: 'POST', path: '/api/admin/verifications/reject' },
  adminVerificationIdNumber: { method: 'POST', path: '/api/admin/verifications/id-number' },
} as const;
