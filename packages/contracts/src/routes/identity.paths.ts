/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (identity.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

export const identityPaths = {
  captcha: { method: 'GET', path: '/captcha/api/flat' },
  sendSms: { method: 'POST', path: '/api/notify/send_sms' },
  sendEmail: { method: 'POST', path: '/api/notify/send_email' },
  register: { method: 'POST', path: '/api/user/register' },
  login: { method: 'POST', path: '/api/user/login' },
  logout: { method: 'POST', path: '/api/user/logout' },
  amendPassword: { method: 'POST', path: '/api/user/amend_password' },
  forgetPassword: { method: 'POST', path: '/api/user/forget_password' },
  userInfo: { method: 'GET', path: '/api/user/info' },
  sessions: { method: 'GET', path: '/api/user/sessions' },
  revokeSession: { method: 'POST', path: '/api/user/sessions/revoke' },
  fundPassword: { method: 'POST', path: '/api/user/fund_password' },
  setLang: { method: 'POST', path: '/api/lang/set' },
  areaList: { method: 'GET', path: '/api/default/area_list' },
} as const;
