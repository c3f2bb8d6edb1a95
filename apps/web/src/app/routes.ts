import type { ComponentType } from 'react';
import { PATHS, type PageId } from '../lib/paths';
import type { Namespace } from '../lib/i18n/i18n';

export type TabId = 'home' | 'markets' | 'contract' | 'news' | 'assets';

export interface PageModule {
  default: ComponentType;
}

export interface AppRoute {
  /** Page id: names the path (lib/paths.ts) and the title key `common:titles.<id>`. */
  id: PageId;
  path: string;
  /** Set on the five tab pages; the tab bar shows on them only. */
  tab?: TabId;
  /** Lazily imports the page file: every page is its own chunk. */
  load: () => Promise<PageModule>;
  /** Locale namespaces fetched together with the page chunk (`common` is always loaded). */
  namespaces?: readonly Namespace[];
  /** Wraps the page in the app's TanStack QueryClientProvider (loaded with the page). */
  query?: boolean;
}

function route(
  id: PageId,
  load: AppRoute['load'],
  options: Omit<AppRoute, 'id' | 'path' | 'load'> = {},
): AppRoute {
  return { id, path: PATHS[id], load, ...options };
}

/** Identity and account pages: the `identity` locale namespace and TanStack Query. */
const IDENTITY = { namespaces: ['identity', 'messages'], query: true } as const;
/** Ledger pages: their own namespace, `identity` for the login prompt, and TanStack Query. */
const LEDGER = { namespaces: ['assets', 'identity', 'messages'], query: true } as const;

/**
 * Every route of spec §2. app/ composes the features, so this is the one place that imports their
 * pages, each through `import()`. To fill a page, replace its file; to add one, add a path in
 * lib/paths.ts, a `titles.<id>` key in every common.json and a line here.
 */
export const ROUTES: readonly AppRoute[] = [
  // Tabs
  route('index', () => import('@/features/home/pages/home'), {
    tab: 'home',
    namespaces: ['market'],
  }),
  route('hangqing', () => import('@/features/markets/pages/hangqing'), {
    tab: 'markets',
    namespaces: ['market'],
    query: true,
  }),
  route('maihuobi', () => import('@/features/trade/pages/maihuobi'), { tab: 'contract' }),
  route('zixun', () => import('@/features/news/pages/zixun'), { tab: 'news' }),
  route('jiaoyi', () => import('@/features/assets/pages/jiaoyi'), { tab: 'assets', ...LEDGER }),
  // home
  route('start', () => import('@/features/home/pages/start'), { namespaces: ['market'] }),
  // identity
  route('login', () => import('@/features/identity/pages/login'), IDENTITY),
  route('register', () => import('@/features/identity/pages/register'), IDENTITY),
  route('forgotPassword', () => import('@/features/identity/pages/forgot-password'), IDENTITY),
  route(
    'forgotPasswordNext',
    () => import('@/features/identity/pages/forgot-password-next'),
    IDENTITY,
  ),
  route('selectCountry', () => import('@/features/identity/pages/select-country'), IDENTITY),
  // markets
  route('kLine', () => import('@/features/markets/pages/k-line'), {
    namespaces: ['market'],
    query: true,
  }),
  // me
  route('wode', () => import('@/features/me/pages/wode'), IDENTITY),
  route('helpCenter', () => import('@/features/me/pages/help-center')),
  route('contactUs', () => import('@/features/me/pages/contact-us')),
  route('issue', () => import('@/features/me/pages/issue')),
  route('aboutUs', () => import('@/features/me/pages/about-us')),
  route('serviceTerms', () => import('@/features/me/pages/service-terms')),
  route('shiMingRenZheng', () => import('@/features/me/pages/shi-ming-ren-zheng')),
  route('shiMingRenZheng2', () => import('@/features/me/pages/shi-ming-ren-zheng-2')),
  route('anQuan', () => import('@/features/me/pages/an-quan'), IDENTITY),
  route('xiuGaiMiMa', () => import('@/features/me/pages/xiu-gai-mi-ma'), IDENTITY),
  route('yuYan', () => import('@/features/me/pages/yu-yan')),
  // funding
  route('quKuang', () => import('@/features/funding/pages/qu-kuang')),
  route('quKuangCard', () => import('@/features/funding/pages/qu-kuang-card')),
  route('quKuangUSDT', () => import('@/features/funding/pages/qu-kuang-usdt')),
  route('quKuangMemo', () => import('@/features/funding/pages/qu-kuang-memo')),
  route('bindBank', () => import('@/features/funding/pages/bind-bank')),
  route('addBank', () => import('@/features/funding/pages/add-bank')),
  route('bindUSDT', () => import('@/features/funding/pages/bind-usdt')),
  route('addUSDT', () => import('@/features/funding/pages/add-usdt')),
  // assets
  route('zhangBianJiLu', () => import('@/features/assets/pages/zhang-bian-ji-lu'), LEDGER),
  route('chongTiJiLu', () => import('@/features/assets/pages/chong-ti-ji-lu')),
  route('chongzhi', () => import('@/features/assets/pages/chongzhi')),
  route('huazhuan', () => import('@/features/assets/pages/huazhuan'), LEDGER),
  // news
  route('gongGao', () => import('@/features/news/pages/gong-gao')),
  // trade
  route('maiwaihui', () => import('@/features/trade/pages/maiwaihui')),
  route('chicang', () => import('@/features/trade/pages/chicang')),
  route('order', () => import('@/features/trade/pages/order')),
  // system
  route('chooseLocation', () => import('@/features/system/pages/choose-location')),
  route('openLocation', () => import('@/features/system/pages/open-location')),
];

export function routeById(id: PageId): AppRoute {
  const found = ROUTES.find((r) => r.id === id);
  if (found === undefined) throw new Error(`No route for page ${id}`);
  return found;
}

/** The entry route `/` is an alias of the start page (spec §2). */
export const START_ROUTE: AppRoute = routeById('start');

export const TAB_ROUTES: readonly AppRoute[] = ROUTES.filter((r) => r.tab !== undefined);

/** The route of a location pathname ('/' is the start page); undefined for an unknown path. */
export function findRoute(pathname: string): AppRoute | undefined {
  if (pathname === '/' || pathname === '') return START_ROUTE;
  return ROUTES.find((r) => r.path === pathname);
}
