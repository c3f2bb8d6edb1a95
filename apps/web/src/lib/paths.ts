/**
 * The hash path of every screen of product.md §2.4, keyed by page id. The id also names the page's title key
 * (`common:titles.<id>`). Pure data: the route table, the HTTP client (login redirect) and the
 * Playwright suite all read it.
 */
export const PATHS = {
  home: '/pages/index/index',
  markets: '/pages/hangqing/hangqing',
  contractTrade: '/pages/maihuobi/maihuobi',
  news: '/pages/zixun/zixun',
  assets: '/pages/jiaoyi/jiaoyi',
  start: '/pages/start/index',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forgotPassword: '/pages/login/forgotPassword',
  forgotPasswordNext: '/pages/login/forgotPasswordNext',
  selectCountry: '/pages/login/selectCountry',
  chart: '/pages/kLine/kLine',
  me: '/pages/wode/wode',
  helpCenter: '/pages/wode/helpCenter',
  contactUs: '/pages/wode/contactUs',
  issue: '/pages/wode/issue',
  aboutUs: '/pages/wode/aboutUs',
  serviceTerms: '/pages/wode/serviceTerms',
  withdraw: '/pages/wode/quKuang',
  withdrawCard: '/pages/wode/quKuangCard',
  withdrawUSDT: '/pages/wode/quKuangUSDT',
  withdrawMemo: '/pages/wode/quKuangMemo',
  identityVerification: '/pages/wode/shiMingRenZheng',
  identityVerification2: '/pages/wode/shiMingRenZheng2',
  security: '/pages/wode/anQuan',
  changePassword: '/pages/wode/xiuGaiMiMa',
  moneyLog: '/pages/wode/zhangBianJiLu',
  fundingRecords: '/pages/wode/chongTiJiLu',
  language: '/pages/wode/yuYan',
  notices: '/pages/wode/gongGao',
  bindBank: '/pages/wode/bindBank',
  addBank: '/pages/wode/addBank',
  bindUSDT: '/pages/wode/bindUSDT',
  addUSDT: '/pages/wode/addUSDT',
  fxBuy: '/pages/maiwaihui/maiwaihui',
  positions: '/pages/chicang/chicang',
  orders: '/pages/chicang/order',
  deposit: '/pages/chongzhi/chongzhi',
  transfer: '/pages/huazhuan/huazhuan',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
  demoInbox: '/pages/demo/inbox',
  // Not in product.md §2.5: the spot orders screen its labels name (`?symbol=BTCUSD`; docs/decisions.md).
  spotOrders: '/pages/xianhuo/xianhuo',
  // Not in product.md §2.5: the operators' back-office (product.md §14), desktop-first, its own chunk.
  backoffice: '/admin',
  // Not in product.md §2.5: one article of the News tab, notices or banners (`?id=`).
  article: '/pages/zixun/detail',
  // Not in product.md §2.5 (it names the screen, not its path): delivery (fixed-time) contracts (`?symbol=`).
  delivery: '/pages/delivery/delivery',
} as const;

export type PageId = keyof typeof PATHS;

/** Where an expired or missing session is sent (product.md §2.4, §8.1). */
export const LOGIN_PATH = PATHS.login;
/** Tab 0; also where a back button goes when there is no earlier in-app page. */
export const HOME_PATH = PATHS.home;
