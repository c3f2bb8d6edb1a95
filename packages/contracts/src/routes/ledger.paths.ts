/*
 * Method and path of every HTTP endpoint of one module, and nothing else: no zod, so a screen that
 * must stay small (the home route, the shell) can call through these alone. The module's route
 * table (ledger.ts) adds auth, schemas and words to each entry; the key is the operationId. One file
 * per module, so a screen's chunk carries only the endpoints of the modules it calls.
 */

export const ledgerPaths = {
  accountList: { method: 'GET', path: '/api/account/list' },
  accountIncome: { method: 'GET', path: '/api/account/income' },
  assetsTradeTop: { method: 'GET', path: '/api/lever/assetsTradeTop' },
  moneyLog: { method: 'GET', path: '/api/account_log/moneyLog' },
  transferOptions: { method: 'GET', path: '/api/biaddress/get_kezhuanxianlist' },
  transfer: { method: 'POST', path: '/api/biaddress/huazhuan' },
} as const;
