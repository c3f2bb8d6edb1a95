/*
 * Method and path of every contract-trading endpoint (product.md §7.4 Contract group), and nothing else: no
 * zod (see dev.paths.ts). The route table (trading.ts) adds the rest.
 */

export const tradingPaths = {
  previewOrder: { method: 'POST', path: '/api/lever/deal' },
  submitOrder: { method: 'POST', path: '/api/lever/submit' },
  tradingSummary: { method: 'GET', path: '/api/lever/in_out' },
  openTrades: { method: 'GET', path: '/api/lever/dealall/v2' },
  tradeHistory: { method: 'POST', path: '/api/lever/my_trade' },
  closePosition: { method: 'POST', path: '/api/lever/close' },
  cancelOrder: { method: 'POST', path: '/api/lever/cancel' },
  setStops: { method: 'POST', path: '/api/lever/setstop' },
  modifyOrder: { method: 'POST', path: '/api/lever/modify' },
} as const;
