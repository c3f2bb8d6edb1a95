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
  /** Desktop-first page (the back-office): the shell drops its phone-width frame. */
  wide?: boolean;
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
/** Identity verification: its own namespace, `identity` for the login prompt. */
const VERIFICATION = {
  namespaces: ['verification', 'identity', 'messages'],
  query: true,
} as const;
/** Ledger pages: their own namespace, `identity` for the login prompt, and TanStack Query. */
const LEDGER = { namespaces: ['assets', 'identity', 'messages'], query: true } as const;
/** Contract trading: the trade page (`trade`) and the positions and order pages (`positions`). */
const TRADE = { namespaces: ['trade', 'market', 'identity', 'messages'], query: true } as const;
const POSITIONS = { namespaces: ['positions', 'identity', 'messages'], query: true } as const;
/**
 * News, notices, articles, help, terms, about, contact and feedback (product.md §16.2), and the
 * built-in location pages (§2.8), whose texts are in `content` beside Contact Us's.
 */
const CONTENT = { namespaces: ['content', 'identity', 'messages'], query: true } as const;
/** Delivery (fixed-time) contracts (product.md §10.12). */
const DELIVERY = {
  namespaces: ['delivery', 'market', 'identity', 'messages'],
  query: true,
} as const;
/** Spot orders and currency conversion (product.md §10.13). */
const SPOT = { namespaces: ['spot', 'identity', 'messages'], query: true } as const;
/** Deposits, cards and wallets, withdrawals and their records (product.md §11). */
const FUNDING = { namespaces: ['funding', 'identity', 'messages'], query: true } as const;

/**
 * Every route of product.md §2.4. app/ composes the features, so this is the one place that imports their
 * pages, each through `import()`. To fill a page, replace its file; to add one, add a path in
 * lib/paths.ts, a `titles.<id>` key in every common.json and a line here.
 */
export const ROUTES: readonly AppRoute[] = [
  // Tabs
  route('home', () => import('@/features/home/pages/home'), {
    tab: 'home',
    namespaces: ['market'],
  }),
  route('markets', () => import('@/features/markets/pages/markets'), {
    tab: 'markets',
    namespaces: ['market'],
    query: true,
  }),
  route('contractTrade', () => import('@/features/trade/pages/contract-trade'), {
    tab: 'contract',
    ...TRADE,
  }),
  route('news', () => import('@/features/news/pages/news'), { tab: 'news', ...CONTENT }),
  route('assets', () => import('@/features/assets/pages/assets'), { tab: 'assets', ...LEDGER }),
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
  // Not in product.md §2.5: the demo's inbox (demo mode only).
  route('demoInbox', () => import('@/features/identity/pages/demo-inbox'), IDENTITY),
  route('security', () => import('@/features/identity/pages/security'), IDENTITY),
  route('changePassword', () => import('@/features/identity/pages/change-password'), IDENTITY),
  route(
    'identityVerification',
    () => import('@/features/identity/pages/identity-verification'),
    VERIFICATION,
  ),
  route(
    'identityVerification2',
    () => import('@/features/identity/pages/identity-verification-2'),
    VERIFICATION,
  ),
  // markets
  route('chart', () => import('@/features/markets/pages/chart'), {
    namespaces: ['market'],
    query: true,
  }),
  // me
  route('me', () => import('@/features/me/pages/me'), IDENTITY),
  route('helpCenter', () => import('@/features/me/pages/help-center'), CONTENT),
  route('contactUs', () => import('@/features/me/pages/contact-us'), CONTENT),
  route('issue', () => import('@/features/me/pages/issue'), CONTENT),
  route('aboutUs', () => import('@/features/me/pages/about-us'), CONTENT),
  route('serviceTerms', () => import('@/features/me/pages/service-terms'), CONTENT),
  route('language', () => import('@/features/me/pages/language')),
  // funding
  route('withdraw', () => import('@/features/funding/pages/withdraw'), FUNDING),
  route('withdrawCard', () => import('@/features/funding/pages/withdraw-card'), FUNDING),
  route('withdrawUSDT', () => import('@/features/funding/pages/withdraw-usdt'), FUNDING),
  route('withdrawMemo', () => import('@/features/funding/pages/withdraw-memo'), FUNDING),
  route('bindBank', () => import('@/features/funding/pages/bind-bank'), FUNDING),
  route('addBank', () => import('@/features/funding/pages/add-bank'), FUNDING),
  route('bindUSDT', () => import('@/features/funding/pages/bind-usdt'), FUNDING),
  route('addUSDT', () => import('@/features/funding/pages/add-usdt'), FUNDING),
  route('deposit', () => import('@/features/funding/pages/deposit'), FUNDING),
  route('fundingRecords', () => import('@/features/funding/pages/funding-records'), FUNDING),
  // assets
  route('moneyLog', () => import('@/features/assets/pages/money-log'), LEDGER),
  route('transfer', () => import('@/features/assets/pages/transfer'), LEDGER),
  // news
  route('notices', () => import('@/features/news/pages/notices'), CONTENT),
  route('article', () => import('@/features/news/pages/article'), CONTENT),
  // trade
  route('positions', () => import('@/features/trade/pages/positions'), POSITIONS),
  route('orders', () => import('@/features/trade/pages/orders'), POSITIONS),
  route('delivery', () => import('@/features/delivery/pages/delivery'), DELIVERY),
  // spot
  route('fxBuy', () => import('@/features/spot/pages/fx-buy'), SPOT),
  route('spotOrders', () => import('@/features/spot/pages/spot-orders'), SPOT),
  // system
  route('chooseLocation', () => import('@/features/system/pages/choose-location'), CONTENT),
  // back-office (product.md §14): operators only; one lazily loaded chunk, never in the home route's
  route('backoffice', () => import('@/features/backoffice/pages/backoffice'), {
    namespaces: ['backoffice', 'messages'],
    query: true,
    wide: true,
  }),
  route('openLocation', () => import('@/features/system/pages/open-location'), CONTENT),
];

export function routeById(id: PageId): AppRoute {
  const found = ROUTES.find((r) => r.id === id);
  if (found === undefined) throw new Error(`No route for page ${id}`);
  return found;
}

/** The entry route `/` is an alias of the start page (product.md §2.4). */
export const START_ROUTE: AppRoute = routeById('start');

export const TAB_ROUTES: readonly AppRoute[] = ROUTES.filter((r) => r.tab !== undefined);

/** The route of a location pathname ('/' is the start page); undefined for an unknown path. */
export function findRoute(pathname: string): AppRoute | undefined {
  if (pathname === '/' || pathname === '') return START_ROUTE;
  return ROUTES.find((r) => r.path === pathname);
}
