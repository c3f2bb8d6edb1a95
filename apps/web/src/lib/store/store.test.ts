import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA, STORE_KEY, STORE_VERSION, readPersistedData, useAppStore } from './store';

const account = {
  totalAssets: '10250.50000000',
  lockAmount: '0.00000000',
  profitAndLoss: '-12.3400',
  positionMargin: '600.00',
  availableBalance: '9650.50',
};

function stored(): unknown {
  return JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
}

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState(INITIAL_DATA);
  });

  it('starts in English, logged out, with no account loaded', () => {
    const { lang, token, userInfo, forexList, cryptoList, commodityList, account, upColor } =
      useAppStore.getState();
    expect({
      lang,
      token,
      userInfo,
      forexList,
      cryptoList,
      commodityList,
      account,
      upColor,
    }).toEqual({
      lang: 'en',
      token: null,
      userInfo: null,
      forexList: [],
      cryptoList: [],
      commodityList: [],
      account: null,
      upColor: 'green',
    });
  });

  it('persists exactly the client state under "waihui", money as decimal strings', () => {
    const { setLang, setSession, setMarketLists, setAccount } = useAppStore.getState();
    setLang('zh-HK');
    setSession('tok-1', { uid: 7, email: 'a@b.c' });
    setMarketLists({ cryptoList: [{ symbol: 'BTC/USDT', last: '60000.12' }] });
    setAccount(account);
    expect(stored()).toEqual({
      state: {
        lang: 'zh-HK',
        token: 'tok-1',
        userInfo: { uid: 7, email: 'a@b.c' },
        forexList: [],
        cryptoList: [{ symbol: 'BTC/USDT', last: '60000.12' }],
        commodityList: [],
        account,
        upColor: 'green',
      },
      version: STORE_VERSION,
    });
  });

  it('clearSession forgets the token, the user and the account but keeps the language', () => {
    const { setLang, setSession, setAccount, clearSession } = useAppStore.getState();
    setLang('ko');
    setSession('tok-2', { uid: 1 });
    setAccount(account);
    clearSession();
    const state = useAppStore.getState();
    expect([state.lang, state.token, state.userInfo, state.account]).toEqual([
      'ko',
      null,
      null,
      null,
    ]);
  });

  it('rehydrates what local storage holds', async () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { lang: 'fr', token: 'tok-3', account }, version: STORE_VERSION }),
    );
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect([state.lang, state.token, state.account]).toEqual(['fr', 'tok-3', account]);
  });
});

describe('persisted data from another version', () => {
  it('is kept where it still fits', async () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { lang: 'de', token: 'tok-4', account: 'old shape' }, version: 0 }),
    );
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect([state.lang, state.token, state.account]).toEqual(['de', 'tok-4', null]);
  });
});

describe('readPersistedData', () => {
  it('falls back field by field on odd stored values', () => {
    expect(
      readPersistedData({
        lang: 'ja-JP',
        token: '',
        userInfo: 'nope',
        forexList: [{ symbol: 'EUR/USD' }, 3, null],
        cryptoList: 'x',
        account: { ...account, availableBalance: 9650.5 },
        upColor: 'blue',
      }),
    ).toEqual({
      lang: 'ja',
      token: null,
      userInfo: null,
      forexList: [{ symbol: 'EUR/USD' }],
      cryptoList: [],
      commodityList: [],
      account: null,
      upColor: 'green',
    });
    expect(readPersistedData('garbage')).toEqual(INITIAL_DATA);
    expect(readPersistedData({ lang: 'xx' }).lang).toBe('en');
  });
});

describe('up colour setting', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState(INITIAL_DATA);
  });

  it('defaults to green-up, switches to red-up and persists the choice', async () => {
    expect(useAppStore.getState().upColor).toBe('green');
    useAppStore.getState().setUpColor('red');
    expect(useAppStore.getState().upColor).toBe('red');
    expect(stored()).toMatchObject({ state: { upColor: 'red' } });

    const saved = localStorage.getItem(STORE_KEY) ?? '';
    useAppStore.setState(INITIAL_DATA);
    localStorage.setItem(STORE_KEY, saved);
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().upColor).toBe('red');
  });

  it('survives logging out', () => {
    const { setUpColor, setSession, clearSession } = useAppStore.getState();
    setUpColor('red');
    setSession('tok-5');
    clearSession();
    expect(useAppStore.getState().upColor).toBe('red');
  });
});
