import type { InstrumentCategory, TradeType } from '@waihui/contracts';

/**
 * The seeded instrument catalogue product.md §13.1.
 * Written to `instruments` at start-up with `on conflict do nothing`: the database is the source of
 * truth afterwards (operators edit it there). Reference prices are rounded late-2025 market levels;
 * the simulated feed starts from them on a fresh database and mean-reverts to them over years.
 * Spreads are an even number of ticks so that the mid sits exactly on a tick.
 */
export interface InstrumentSeed {
  symbol: string;
  category: InstrumentCategory;
  /** English name, then de, fr, ja, ko, zh-CN, zh-HK. */
  names: readonly [
    en: string,
    de: string,
    fr: string,
    ja: string,
    ko: string,
    zhCN: string,
    zhHK: string,
  ];
  base: string;
  quote: string;
  precision: number;
  contractSize: string;
  feeRate: string;
  spread: string;
  maxLeverage: number;
  tradeTypes: readonly TradeType[];
  referencePrice: string;
  annualVolatility: string;
}

const ALL: readonly TradeType[] = ['contract', 'spot', 'delivery'];
const DERIVATIVES: readonly TradeType[] = ['contract', 'delivery'];

/** Per-category behaviour of the simulated feed (generation parameters, not prices). */
export const CATEGORY_FEED: Readonly<
  Record<InstrumentCategory, { tickProbability: number; stationaryLogStd: number }>
> = {
  /** 24/7 markets with many small moves. */
  crypto: { tickProbability: 0.9, stationaryLogStd: 0.5 },
  forex: { tickProbability: 0.8, stationaryLogStd: 0.08 },
  etf: { tickProbability: 0.6, stationaryLogStd: 0.2 },
  futures: { tickProbability: 0.7, stationaryLogStd: 0.2 },
  commodity: { tickProbability: 0.7, stationaryLogStd: 0.3 },
};

export const CATEGORY_ORDER: readonly InstrumentCategory[] = [
  'crypto',
  'forex',
  'etf',
  'futures',
  'commodity',
];

function crypto(
  symbol: string,
  names: InstrumentSeed['names'],
  values: Pick<
    InstrumentSeed,
    'precision' | 'contractSize' | 'spread' | 'maxLeverage' | 'referencePrice' | 'annualVolatility'
  >,
): InstrumentSeed {
  return {
    symbol,
    category: 'crypto',
    names,
    base: symbol.replace(/USD$/, ''),
    quote: 'USD',
    feeRate: '0.0005',
    tradeTypes: ALL,
    ...values,
  };
}

function forex(
  symbol: string,
  names: InstrumentSeed['names'],
  values: Pick<InstrumentSeed, 'precision' | 'spread' | 'referencePrice' | 'annualVolatility'>,
): InstrumentSeed {
  return {
    symbol,
    category: 'forex',
    names,
    base: symbol.slice(0, 3),
    quote: symbol.slice(3),
    contractSize: '1000',
    feeRate: '0.00005',
    maxLeverage: 100,
    tradeTypes: ALL,
    ...values,
  };
}

function etf(
  symbol: string,
  names: InstrumentSeed['names'],
  values: Pick<InstrumentSeed, 'spread' | 'referencePrice' | 'annualVolatility'>,
): InstrumentSeed {
  return {
    symbol,
    category: 'etf',
    names,
    base: symbol,
    quote: 'USD',
    precision: 2,
    contractSize: '1',
    feeRate: '0.0003',
    maxLeverage: 20,
    tradeTypes: DERIVATIVES,
    ...values,
  };
}

function index(
  symbol: string,
  names: InstrumentSeed['names'],
  values: Pick<InstrumentSeed, 'quote' | 'spread' | 'referencePrice' | 'annualVolatility'>,
): InstrumentSeed {
  return {
    symbol,
    category: 'futures',
    names,
    base: symbol,
    precision: 1,
    contractSize: '1',
    feeRate: '0.0002',
    maxLeverage: 50,
    tradeTypes: DERIVATIVES,
    ...values,
  };
}

function commodity(
  symbol: string,
  names: InstrumentSeed['names'],
  values: Pick<
    InstrumentSeed,
    | 'base'
    | 'precision'
    | 'contractSize'
    | 'spread'
    | 'maxLeverage'
    | 'referencePrice'
    | 'annualVolatility'
  >,
): InstrumentSeed {
  return {
    symbol,
    category: 'commodity',
    names,
    quote: 'USD',
    feeRate: '0.0003',
    tradeTypes: DERIVATIVES,
    ...values,
  };
}

export const INSTRUMENT_CATALOGUE: readonly InstrumentSeed[] = [
  // Crypto: BTC and ETH first (product.md §13.1: the main contract coins).
  crypto(
    'BTCUSD',
    ['Bitcoin', 'Bitcoin', 'Bitcoin', 'ビットコイン', '비트코인', '比特币', '比特幣'],
    {
      precision: 2,
      contractSize: '0.01',
      spread: '10.00',
      maxLeverage: 100,
      referencePrice: '95000.00',
      annualVolatility: '0.55',
    },
  ),
  crypto(
    'ETHUSD',
    ['Ethereum', 'Ethereum', 'Ethereum', 'イーサリアム', '이더리움', '以太坊', '以太坊'],
    {
      precision: 2,
      contractSize: '0.1',
      spread: '1.00',
      maxLeverage: 100,
      referencePrice: '3300.00',
      annualVolatility: '0.70',
    },
  ),
  crypto('SOLUSD', ['Solana', 'Solana', 'Solana', 'ソラナ', '솔라나', '索拉纳', '索拉納'], {
    precision: 2,
    contractSize: '1',
    spread: '0.06',
    maxLeverage: 50,
    referencePrice: '180.00',
    annualVolatility: '0.90',
  }),
  crypto('XRPUSD', ['XRP', 'XRP', 'XRP', 'エックスアールピー', '리플', '瑞波币', '瑞波幣'], {
    precision: 4,
    contractSize: '100',
    spread: '0.0006',
    maxLeverage: 50,
    referencePrice: '2.3000',
    annualVolatility: '0.90',
  }),
  crypto('BNBUSD', ['BNB', 'BNB', 'BNB', 'BNB', '바이낸스 코인', '币安币', '幣安幣'], {
    precision: 2,
    contractSize: '0.1',
    spread: '0.40',
    maxLeverage: 50,
    referencePrice: '900.00',
    annualVolatility: '0.65',
  }),
  crypto(
    'DOGEUSD',
    ['Dogecoin', 'Dogecoin', 'Dogecoin', 'ドージコイン', '도지코인', '狗狗币', '狗狗幣'],
    {
      precision: 5,
      contractSize: '1000',
      spread: '0.00010',
      maxLeverage: 50,
      referencePrice: '0.20000',
      annualVolatility: '1.00',
    },
  ),
  crypto('ADAUSD', ['Cardano', 'Cardano', 'Cardano', 'カルダノ', '카르다노', '艾达币', '艾達幣'], {
    precision: 4,
    contractSize: '100',
    spread: '0.0006',
    maxLeverage: 50,
    referencePrice: '0.7000',
    annualVolatility: '0.90',
  }),
  crypto(
    'LTCUSD',
    ['Litecoin', 'Litecoin', 'Litecoin', 'ライトコイン', '라이트코인', '莱特币', '萊特幣'],
    {
      precision: 2,
      contractSize: '1',
      spread: '0.06',
      maxLeverage: 50,
      referencePrice: '95.00',
      annualVolatility: '0.80',
    },
  ),
  // Tether: spot only. It is how a USDT deposit becomes usable USD and a USDT withdrawal is paid from
  // USD (product.md §11.1, §11.3): a conversion at this pair's recorded quote, never at par by fiat.
  {
    ...crypto(
      'USDTUSD',
      [
        'Tether / US Dollar',
        'Tether / US-Dollar',
        'Tether / Dollar américain',
        'テザー/米ドル',
        '테더/미국 달러',
        '泰达币/美元',
        '泰達幣/美元',
      ],
      {
        precision: 4,
        contractSize: '1',
        spread: '0.0002',
        maxLeverage: 1,
        referencePrice: '1.0000',
        annualVolatility: '0.01',
      },
    ),
    tradeTypes: ['spot'],
  },

  // Forex: 1 lot = 1,000 units of the base currency (a micro lot; lots are whole numbers).
  forex(
    'EURUSD',
    [
      'Euro / US Dollar',
      'Euro / US-Dollar',
      'Euro / Dollar américain',
      'ユーロ/米ドル',
      '유로/미국 달러',
      '欧元/美元',
      '歐元/美元',
    ],
    { precision: 5, spread: '0.00010', referencePrice: '1.16000', annualVolatility: '0.07' },
  ),
  forex(
    'GBPUSD',
    [
      'British Pound / US Dollar',
      'Britisches Pfund / US-Dollar',
      'Livre sterling / Dollar américain',
      '英ポンド/米ドル',
      '영국 파운드/미국 달러',
      '英镑/美元',
      '英鎊/美元',
    ],
    { precision: 5, spread: '0.00014', referencePrice: '1.33000', annualVolatility: '0.08' },
  ),
  forex(
    'USDJPY',
    [
      'US Dollar / Japanese Yen',
      'US-Dollar / Japanischer Yen',
      'Dollar américain / Yen japonais',
      '米ドル/円',
      '미국 달러/일본 엔',
      '美元/日元',
      '美元/日圓',
    ],
    { precision: 3, spread: '0.012', referencePrice: '150.000', annualVolatility: '0.10' },
  ),
  forex(
    'AUDUSD',
    [
      'Australian Dollar / US Dollar',
      'Australischer Dollar / US-Dollar',
      'Dollar australien / Dollar américain',
      '豪ドル/米ドル',
      '호주 달러/미국 달러',
      '澳元/美元',
      '澳元/美元',
    ],
    { precision: 5, spread: '0.00012', referencePrice: '0.66000', annualVolatility: '0.10' },
  ),
  forex(
    'USDCAD',
    [
      'US Dollar / Canadian Dollar',
      'US-Dollar / Kanadischer Dollar',
      'Dollar américain / Dollar canadien',
      '米ドル/カナダドル',
      '미국 달러/캐나다 달러',
      '美元/加元',
      '美元/加元',
    ],
    { precision: 5, spread: '0.00016', referencePrice: '1.38000', annualVolatility: '0.07' },
  ),
  forex(
    'USDCHF',
    [
      'US Dollar / Swiss Franc',
      'US-Dollar / Schweizer Franken',
      'Dollar américain / Franc suisse',
      '米ドル/スイスフラン',
      '미국 달러/스위스 프랑',
      '美元/瑞郎',
      '美元/瑞郎',
    ],
    { precision: 5, spread: '0.00014', referencePrice: '0.80000', annualVolatility: '0.08' },
  ),
  forex(
    'NZDUSD',
    [
      'New Zealand Dollar / US Dollar',
      'Neuseeland-Dollar / US-Dollar',
      'Dollar néo-zélandais / Dollar américain',
      'NZドル/米ドル',
      '뉴질랜드 달러/미국 달러',
      '纽元/美元',
      '紐元/美元',
    ],
    { precision: 5, spread: '0.00016', referencePrice: '0.58000', annualVolatility: '0.10' },
  ),
  forex(
    'EURGBP',
    [
      'Euro / British Pound',
      'Euro / Britisches Pfund',
      'Euro / Livre sterling',
      'ユーロ/英ポンド',
      '유로/영국 파운드',
      '欧元/英镑',
      '歐元/英鎊',
    ],
    { precision: 5, spread: '0.00012', referencePrice: '0.87000', annualVolatility: '0.06' },
  ),
  // Converts HK50's HKD profit and loss to USD (product.md §10.3: non-USD PnL at the mid rate).
  forex(
    'USDHKD',
    [
      'US Dollar / Hong Kong Dollar',
      'US-Dollar / Hongkong-Dollar',
      'Dollar américain / Dollar de Hong Kong',
      '米ドル/香港ドル',
      '미국 달러/홍콩 달러',
      '美元/港元',
      '美元/港元',
    ],
    { precision: 5, spread: '0.00030', referencePrice: '7.78000', annualVolatility: '0.005' },
  ),

  // ETFs: 1 lot = 1 share.
  etf(
    'SPY',
    [
      'SPDR S&P 500 ETF',
      'SPDR S&P 500 ETF',
      'ETF SPDR S&P 500',
      'SPDR S&P 500 ETF',
      'SPDR S&P 500 ETF',
      '标普500 ETF (SPDR)',
      '標普500 ETF (SPDR)',
    ],
    { spread: '0.02', referencePrice: '660.00', annualVolatility: '0.16' },
  ),
  etf(
    'QQQ',
    [
      'Invesco QQQ (Nasdaq-100) ETF',
      'Invesco QQQ (Nasdaq-100) ETF',
      'ETF Invesco QQQ (Nasdaq-100)',
      'インベスコQQQ (ナスダック100) ETF',
      '인베스코 QQQ (나스닥 100) ETF',
      '纳斯达克100 ETF (QQQ)',
      '納斯達克100 ETF (QQQ)',
    ],
    { spread: '0.02', referencePrice: '590.00', annualVolatility: '0.22' },
  ),
  etf(
    'DIA',
    [
      'SPDR Dow Jones Industrial Average ETF',
      'SPDR Dow Jones Industrial Average ETF',
      'ETF SPDR Dow Jones Industrial Average',
      'SPDRダウ工業株平均ETF',
      'SPDR 다우존스 산업평균 ETF',
      '道琼斯工业平均 ETF (DIA)',
      '道瓊斯工業平均 ETF (DIA)',
    ],
    { spread: '0.04', referencePrice: '460.00', annualVolatility: '0.15' },
  ),
  etf(
    'IWM',
    [
      'iShares Russell 2000 ETF',
      'iShares Russell 2000 ETF',
      'ETF iShares Russell 2000',
      'iシェアーズ ラッセル2000 ETF',
      '아이셰어즈 러셀 2000 ETF',
      '罗素2000 ETF (iShares)',
      '羅素2000 ETF (iShares)',
    ],
    { spread: '0.02', referencePrice: '240.00', annualVolatility: '0.24' },
  ),
  etf(
    'VTI',
    [
      'Vanguard Total Stock Market ETF',
      'Vanguard Total Stock Market ETF',
      'ETF Vanguard Total Stock Market',
      'バンガード・トータル・ストック・マーケットETF',
      '뱅가드 토탈 스톡 마켓 ETF',
      '先锋全美股市 ETF',
      '先鋒全美股市 ETF',
    ],
    { spread: '0.02', referencePrice: '320.00', annualVolatility: '0.16' },
  ),

  // Index futures (cash-settled contracts on the index level): 1 lot = 1 × the index in its currency.
  index(
    'US500',
    [
      'US 500 Index (S&P 500)',
      'US 500 Index (S&P 500)',
      'Indice US 500 (S&P 500)',
      '米国500指数 (S&P 500)',
      '미국 500 지수 (S&P 500)',
      '美国500指数 (标普500)',
      '美國500指數 (標普500)',
    ],
    { quote: 'USD', spread: '0.6', referencePrice: '6600.0', annualVolatility: '0.16' },
  ),
  index(
    'NAS100',
    [
      'US Tech 100 Index (Nasdaq-100)',
      'US Tech 100 Index (Nasdaq-100)',
      'Indice US Tech 100 (Nasdaq-100)',
      '米国テック100指数 (ナスダック100)',
      '미국 기술주 100 지수 (나스닥 100)',
      '美国科技100指数 (纳斯达克100)',
      '美國科技100指數 (納斯達克100)',
    ],
    { quote: 'USD', spread: '1.6', referencePrice: '24000.0', annualVolatility: '0.22' },
  ),
  index(
    'US30',
    [
      'US 30 Index (Dow Jones)',
      'US 30 Index (Dow Jones)',
      'Indice US 30 (Dow Jones)',
      '米国30指数 (ダウ平均)',
      '미국 30 지수 (다우존스)',
      '美国30指数 (道琼斯)',
      '美國30指數 (道瓊斯)',
    ],
    { quote: 'USD', spread: '2.4', referencePrice: '46000.0', annualVolatility: '0.15' },
  ),
  index(
    'HK50',
    [
      'Hong Kong 50 Index (Hang Seng)',
      'Hongkong 50 Index (Hang Seng)',
      'Indice Hong Kong 50 (Hang Seng)',
      '香港50指数 (ハンセン)',
      '홍콩 50 지수 (항셍)',
      '香港50指数 (恒生)',
      '香港50指數 (恒生)',
    ],
    { quote: 'HKD', spread: '6.0', referencePrice: '26000.0', annualVolatility: '0.24' },
  ),

  // Commodities.
  commodity('XAUUSD', ['Gold', 'Gold', 'Or', '金', '금', '黄金', '黃金'], {
    base: 'XAU',
    precision: 2,
    contractSize: '1',
    spread: '0.30',
    maxLeverage: 100,
    referencePrice: '4000.00',
    annualVolatility: '0.16',
  }),
  commodity('XAGUSD', ['Silver', 'Silber', 'Argent', '銀', '은', '白银', '白銀'], {
    base: 'XAG',
    precision: 3,
    contractSize: '50',
    spread: '0.030',
    maxLeverage: 50,
    referencePrice: '48.000',
    annualVolatility: '0.30',
  }),
  commodity(
    'USOIL',
    ['WTI Crude Oil', 'Rohöl WTI', 'Pétrole brut WTI', 'WTI原油', 'WTI 원유', 'WTI原油', 'WTI原油'],
    {
      base: 'WTI',
      precision: 2,
      contractSize: '10',
      spread: '0.04',
      maxLeverage: 50,
      referencePrice: '62.00',
      annualVolatility: '0.35',
    },
  ),
  commodity(
    'NGAS',
    ['Natural Gas', 'Erdgas', 'Gaz naturel', '天然ガス', '천연가스', '天然气', '天然氣'],
    {
      base: 'NG',
      precision: 3,
      contractSize: '100',
      spread: '0.008',
      maxLeverage: 20,
      referencePrice: '3.500',
      annualVolatility: '0.60',
    },
  ),
];

/** Symbols the home screen shows as cards (GET /api/market/index → headline). */
export const HEADLINE_SYMBOLS: readonly string[] = ['BTCUSD', 'ETHUSD', 'XAUUSD'];
