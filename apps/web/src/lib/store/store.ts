import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from '@waihui/contracts';

/** Local-storage key of the persisted client state (product.md §3.1). */
export const STORE_KEY = 'waihui';
/** Bump when the persisted shape changes incompatibly; older data is then discarded. */
export const STORE_VERSION = 1;

/**
 * Account summary of product.md §3.1, all USD decimal strings exactly as the server sent them
 * (never numbers). `null` in the store means "not loaded yet", never zero.
 */
export interface AccountSummary {
  totalAssets: string;
  lockAmount: string;
  profitAndLoss: string;
  positionMargin: string;
  availableBalance: string;
}

/** The user record of GET /api/user/info; its fields are typed by the identity contract when it lands. */
export type UserInfo = Readonly<Record<string, unknown>>;
/** One quote row of a market list; typed by the market contract when it lands. */
export type MarketListItem = Readonly<Record<string, unknown>>;

/**
 * Which colour means "up" on quote screens: green (default; most Western markets) or red (as in
 * mainland China, Hong Kong, Japan and Korea). Down takes the other colour.
 */
export type UpColor = 'green' | 'red';
export const UP_COLORS: readonly UpColor[] = ['green', 'red'];

export interface AppData {
  lang: Language;
  /** Opaque bearer token; null when logged out. */
  token: string | null;
  userInfo: UserInfo | null;
  forexList: readonly MarketListItem[];
  cryptoList: readonly MarketListItem[];
  commodityList: readonly MarketListItem[];
  account: AccountSummary | null;
  upColor: UpColor;
}

export interface AppActions {
  setLang: (lang: Language) => void;
  setSession: (token: string, userInfo?: UserInfo | null) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  /** Logout or expired session: forgets the token and everything read with it. */
  clearSession: () => void;
  setMarketLists: (
    lists: Partial<Pick<AppData, 'forexList' | 'cryptoList' | 'commodityList'>>,
  ) => void;
  setAccount: (account: AccountSummary | null) => void;
  setUpColor: (upColor: UpColor) => void;
}

export type AppStore = AppData & AppActions;

export const INITIAL_DATA: AppData = {
  lang: DEFAULT_LANGUAGE,
  token: null,
  userInfo: null,
  forexList: [],
  cryptoList: [],
  commodityList: [],
  account: null,
  upColor: 'green',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAccount(value: unknown): AccountSummary | null {
  if (!isRecord(value)) return null;
  const { totalAssets, lockAmount, profitAndLoss, positionMargin, availableBalance } = value;
  if (
    typeof totalAssets !== 'string' ||
    typeof lockAmount !== 'string' ||
    typeof profitAndLoss !== 'string' ||
    typeof positionMargin !== 'string' ||
    typeof availableBalance !== 'string'
  )
    return null;
  return { totalAssets, lockAmount, profitAndLoss, positionMargin, availableBalance };
}

function readList(value: unknown): readonly MarketListItem[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * Reads what local storage held. It may come from an older build or have been edited by hand, so
 * every field is checked and anything odd falls back to its initial value.
 */
export function readPersistedData(value: unknown): AppData {
  if (!isRecord(value)) return INITIAL_DATA;
  return {
    lang: resolveLanguage(value.lang),
    token: typeof value.token === 'string' && value.token !== '' ? value.token : null,
    userInfo: isRecord(value.userInfo) ? value.userInfo : null,
    forexList: readList(value.forexList),
    cryptoList: readList(value.cryptoList),
    commodityList: readList(value.commodityList),
    account: readAccount(value.account),
    upColor: value.upColor === 'red' ? 'red' : 'green',
  };
}

function pickData(state: AppStore): AppData {
  const { lang, token, userInfo, forexList, cryptoList, commodityList, account, upColor } = state;
  return { lang, token, userInfo, forexList, cryptoList, commodityList, account, upColor };
}

/** Client state (product.md §3.1), persisted in local storage under `waihui`. Server state lives in TanStack Query. */
export const useAppStore = create<AppStore>()(
  persist(
    (set) => ({
      ...INITIAL_DATA,
      setLang: (lang) => set({ lang }),
      setSession: (token, userInfo = null) => set({ token, userInfo }),
      setUserInfo: (userInfo) => set({ userInfo }),
      clearSession: () => set({ token: null, userInfo: null, account: null }),
      setMarketLists: (lists) => set(lists),
      setAccount: (account) => set({ account }),
      setUpColor: (upColor) => set({ upColor }),
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: pickData,
      // Data from another version is read field by field like any other (readPersistedData).
      migrate: (persisted) => readPersistedData(persisted),
      merge: (persisted, current) => ({ ...current, ...readPersistedData(persisted) }),
    },
  ),
);
