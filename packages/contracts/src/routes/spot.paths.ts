/*
 * Method and path of every spot endpoint (product.md §7.4 Spot group; get_huilvinfo of the Address group),
 * and nothing else: no zod. `spotMarkets`, `spotCancel` and `spotModify` are not in the spec (docs/decisions.md).
 */

export const spotPaths = {
  spotSubmit: { method: 'POST', path: '/api/spot_goods/submit' },
  spotHistory: { method: 'POST', path: '/api/spot_goods/my_spotgoods' },
  spotCancel: { method: 'POST', path: '/api/spot_goods/cancel' },
  spotModify: { method: 'POST', path: '/api/spot_goods/modify' },
  spotMarkets: { method: 'GET', path: '/api/spot_goods/lists' },
  fxRates: { method: 'GET', path: '/api/biaddress/get_huilvinfo' },
} as const;
