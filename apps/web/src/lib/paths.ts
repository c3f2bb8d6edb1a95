/**
 * The hash path of every screen of spec §2, keyed by page id. The id also names the page's title key
 * (`common:titles.<id>`). Pure data: the route table, the HTTP client (login redirect) and the
 * Playwright suite all read it.
 */
export const PATHS = {
  index: '/pages/index/index',
  hangqing: '/pages/hangqing/hangqing',
  maihuobi: '/pages/maihuobi/maihuobi',
  zixun: '/pages/zixun/zixun',
  jiaoyi: '/pages/jiaoyi/jiaoyi',
  start: '/pages/start/index',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forgotPassword: '/pages/login/forgotPassword',
  forgotPasswordNext: '/pages/login/forgotPasswordNext',
  selectCountry: '/pages/login/selectCountry',
  kLine: '/pages/kLine/kLine',
  wode: '/pages/wode/wode',
  helpCenter: '/pages/wode/helpCenter',
  contactUs: '/pages/wode/contactUs',
  issue: '/pages/wode/issue',
  aboutUs: '/pages/wode/aboutUs',
  serviceTerms: '/pages/wode/serviceTerms',
  quKuang: '/pages/wode/quKuang',
  quKuangCard: '/pages/wode/quKuangCard',
  quKuangUSDT: '/pages/wode/quKuangUSDT',
  quKuangMemo: '/pages/wode/quKuangMemo',
  shiMingRenZheng: '/pages/wode/shiMingRenZheng',
  shiMingRenZheng2: '/pages/wode/shiMingRenZheng2',
  anQuan: '/pages/wode/anQuan',
  xiuGaiMiMa: '/pages/wode/xiuGaiMiMa',
  zhangBianJiLu: '/pages/wode/zhangBianJiLu',
  chongTiJiLu: '/pages/wode/chongTiJiLu',
  yuYan: '/pages/wode/yuYan',
  gongGao: '/pages/wode/gongGao',
  bindBank: '/pages/wode/bindBank',
  addBank: '/pages/wode/addBank',
  bindUSDT: '/pages/wode/bindUSDT',
  addUSDT: '/pages/wode/addUSDT',
  maiwaihui: '/pages/maiwaihui/maiwaihui',
  chicang: '/pages/chicang/chicang',
  order: '/pages/chicang/order',
  chongzhi: '/pages/chongzhi/chongzhi',
  huazhuan: '/pages/huazhuan/huazhuan',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export type PageId = keyof typeof PATHS;

/** Where an expired or missing session is sent (spec §2, §8). */
export const LOGIN_PATH = PATHS.login;
/** Tab 0; also where a back button goes when there is no earlier in-app page. */
export const HOME_PATH = PATHS.index;
