import type { ApiRoute } from '@waihui/contracts';
import type { TestApp, TestUser } from '../fixtures';
import {
  bankCard,
  feedback,
  idPhoto,
  openPosition,
  ownVerificationForm,
  pendingOrder,
  pendingWithdrawal,
  spotLimitOrder,
  userSession,
  wallet,
  type OwnedThing,
} from './owned-things';

/*
 * The authorisation matrix (product.md §17.5): one entry per route that takes a token (auth 'user',
 * 'optional' or roles), keyed by operationId. authorization-matrix.test.ts sends every entry's route
 * without a token, with garbage, expired and logged-out tokens, with a user token on operator routes
 * and with another user's ids; a route of the table without an entry fails the test.
 *
 * An entry:
 *   input — a valid body (POST) or query (GET) for a logged-in caller; {} when the route takes none.
 *   owned — the fields that carry ids of things a user owns, each with the maker (owned-things.ts)
 *           that creates one for a given user. The test creates one for a victim and calls the
 *           route as another user with that id: the answer must equal the one for an id that never
 *           existed (a not-found that reveals nothing), and the victim's thing stays theirs.
 *
 *   ownInput — when a valid input must itself carry the caller's own things (the identity form
 *           names two uploaded photos): makes one for a given user. The owned test then starts each
 *           caller from their own valid input and swaps only the owned field.
 *
 *   closePosition: { input: {}, owned: { position_id: openPosition } },
 */
export interface MatrixEntry {
  input: Record<string, unknown>;
  owned?: Record<string, OwnedThing>;
  ownInput?: (t: TestApp, user: TestUser) => Promise<Record<string, unknown>>;
}

/** A syntactically valid identity form; the photo ids are UUIDs that were never uploaded. */
const IDENTITY_FORM = {
  country: 'DE',
  name: 'Hanako Yamada',
  gender: 'female',
  birth_date: '1990-04-01',
  id_type: 'passport',
  id_number: 'TK1234567',
  front_photo_id: '00000000-0000-4000-8000-000000000001',
  back_photo_id: '00000000-0000-4000-8000-000000000002',
};

const BANK_CARD = {
  country: 'DE',
  currency: 'USD',
  holder_name: 'Erika Mustermann',
  card_number: 'DE89370400440532013000',
  bank_name: 'Commerzbank',
};
const TRC20_WALLET = { chain: 'trc20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };

export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  // identity
  sendSms: { input: { purpose: 'fund_password' } },
  sendEmail: { input: { purpose: 'fund_password' } },
  logout: { input: {} },
  amendPassword: {
    input: {
      old_password: 'not-the-password-1',
      password: 'new-pass-123',
      confirm_password: 'new-pass-123',
    },
  },
  userInfo: { input: {} },
  sessions: { input: {} },
  revokeSession: {
    input: { session_id: '00000000-0000-4000-8000-000000000003' },
    owned: { session_id: userSession },
  },
  fundPassword: {
    input: { code: '123456', password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
  },
  setLang: { input: { lang: 'de' } },
  // market
  currencyMatches: { input: { category: 'crypto' } },
  topMovers: { input: { category: 'crypto' } },
  marketIndex: { input: {} },
  follow: { input: { symbol: 'BTCUSD', follow: true } },
  watchlist: { input: {} },
  // ledger
  accountList: { input: {} },
  accountIncome: { input: {} },
  assetsTradeTop: { input: {} },
  moneyLog: { input: {} },
  transferOptions: { input: {} },
  transfer: { input: { from_account: 'coin', currency: 'USD', quantity: '1' } },
  // practice (the session's book; always the caller's own practice book)
  practiceStatus: { input: {} },
  practiceSwitch: { input: { book: 'practice' } },
  practiceReset: { input: {} },
  // trading
  previewOrder: {
    input: { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 1, leverage: 10 },
  },
  submitOrder: { input: { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 1, leverage: 10 } },
  tradingSummary: { input: {} },
  openTrades: { input: {} },
  tradeHistory: { input: {} },
  closePosition: { input: {}, owned: { position_id: openPosition } },
  cancelOrder: { input: {}, owned: { order_id: pendingOrder } },
  setStops: { input: { take_profit: null, stop_loss: null }, owned: { position_id: openPosition } },
  modifyOrder: {
    input: { lots: 2, limit_price: '29000.00', take_profit: null, stop_loss: null },
    owned: { order_id: pendingOrder },
  },
  // content
  feedbackSubmit: { input: { content: 'hello' } },
  feedbackList: { input: {} },
  feedbackDetail: { input: {}, owned: { id: feedback } },
  // verification
  verificationCenter: { input: {} },
  verificationSubmit: {
    input: IDENTITY_FORM,
    owned: { front_photo_id: idPhoto, back_photo_id: idPhoto },
    ownInput: ownVerificationForm,
  },
  // The upload is multipart; the matrix sends JSON, which the route refuses after the token check.
  verificationPhotoUpload: { input: {} },
  // delivery
  deliveryLists: { input: {} },
  deliverySubmit: { input: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10' } },
  deliveryRecords: { input: {} },
  // spot
  spotSubmit: { input: { symbol: 'BTCUSD', side: 'buy', type: 'market', amount: '0.001' } },
  spotHistory: { input: { page: 1, limit: 20 } },
  spotCancel: { input: {}, owned: { order_id: spotLimitOrder } },
  spotModify: {
    input: { amount: '0.02', limit_price: '29000' },
    owned: { order_id: spotLimitOrder },
  },
  // funding
  depositInfo: { input: {} },
  depositNotice: { input: { method: 'trc20', currency: 'USDT', amount: '100', tx_ref: '0xfeed' } },
  depositRecords: { input: {} },
  bankCards: { input: {} },
  addBankCard: { input: BANK_CARD },
  wallets: { input: {} },
  addWallet: { input: TRC20_WALLET },
  editDestination: { input: { kind: 'wallet', ...TRC20_WALLET }, owned: { id: wallet } },
  removeDestination: { input: {}, owned: { id: bankCard } },
  withdrawalCurrencies: { input: {} },
  // destination_id is not in `owned`: the attacker is not verified, so IDENTITY_VERIFICATION_REQUIRED answers
  // first for any id; funding's own tests cover a verified user naming another's destination.
  addWithdrawal: {
    input: { destination_id: 1, currency: 'USDT', amount: '50', fund_password: 'fund-pass-1' },
  },
  cancelWithdrawal: { input: {}, owned: { id: pendingWithdrawal } },
  withdrawalLog: { input: {} },
  // back-office (product.md §14): operator routes; a user token must answer 403 as well
  adminMe: { input: {} },
  adminLogout: { input: {} },
  adminUserSearch: { input: { q: '100001' } },
  adminUserDetail: { input: { user_id: '00000000-0000-4000-8000-000000000000' } },
  adminUserLock: { input: { user_id: '00000000-0000-4000-8000-000000000000', locked: true } },
  adminFeedbackList: { input: {} },
  adminFeedbackAnswer: { input: { id: 999_999, answer: 'Thanks' } },
  adminVerificationList: { input: {} },
  adminVerificationApprove: { input: { id: '00000000-0000-4000-8000-000000000000' } },
  adminVerificationReject: {
    input: { id: '00000000-0000-4000-8000-000000000000', reason: 'Photo blurred' },
  },
  adminVerificationIdNumber: { input: { id: '00000000-0000-4000-8000-000000000000' } },
  adminDepositList: { input: {} },
  adminDepositConfirm: { input: { id: 999_999 } },
  adminDepositReject: { input: { id: 999_999, reason: 'No such transfer' } },
  adminWithdrawalList: { input: {} },
  adminWithdrawalApprove: { input: { id: 999_999 } },
  adminWithdrawalPaid: { input: { id: 999_999, external_ref: '0xabc' } },
  adminWithdrawalReject: { input: { id: 999_999, reason: 'Destination refused' } },
  adminArticleList: { input: {} },
  adminArticleSave: {
    input: {
      slug: 'matrix-notice',
      category: 'notice',
      texts: [{ lang: 'en', title: 'T', summary: 'S', body_markdown: 'B' }],
    },
  },
  adminBannerList: { input: {} },
  adminBannerSave: {
    input: {
      slug: 'matrix-banner',
      image: '/content/banner-welcome.svg',
      sort_order: 9,
      texts: [{ lang: 'en', title: 'T' }],
    },
  },
  adminContentPreview: { input: { body_markdown: '**x**' } },
  adminInstrumentList: { input: {} },
  adminInstrumentSave: { input: { symbol: 'NOPE', fee_rate: '0.001', max_leverage: 10 } },
  adminFeedStatus: { input: {} },
  adminFeedEvents: { input: {} },
  adminHolidayList: { input: {} },
  adminHolidaySave: {
    input: {
      calendar: 'us_equities',
      date: '2031-07-04',
      closed_from: null,
      closed_until: null,
      name: 'Independence Day',
    },
  },
  adminHolidayRemove: { input: { calendar: 'fx', date: '2031-01-02' } },
  adminOperatorList: { input: {} },
  adminOperatorGrant: { input: { uid: 1, role: 'support' } },
  adminOperatorRevoke: { input: { uid: 1, role: 'support' } },
  adminDeliverySettings: { input: {} },
  adminDeliverySave: {
    input: {
      periods: [{ seconds: 60, payout_rate: '0.8', enabled: true }],
      min_stake: '10',
      max_stake: '10000',
    },
  },
  adminFundingSettings: { input: {} },
  adminFundingSave: {
    input: {
      withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '1', minimum: '10' }],
      destination_delay_seconds: 60,
      four_eyes_threshold_usd: '10000',
    },
  },
  adminCountriesSettings: { input: {} },
  adminCountriesSave: { input: { barred_countries: ['US'] } },
  adminSupportSettings: { input: {} },
  adminSupportSave: { input: { support_email: 'help@example.com', service_url: null } },
  adminAuditList: { input: {} },
  adminProposalList: { input: {} },
  adminProposalApprove: { input: { id: 999_999 } },
  adminProposalReject: { input: { id: 999_999 } },
};

/** Routes that take a token, by the table: what the matrix must cover. */
export function tokenRoutes(all: readonly ApiRoute[]): ApiRoute[] {
  return all.filter((route) => route.auth !== 'none');
}
