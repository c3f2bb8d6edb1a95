import type { MessageCode } from './messages/messages';

/**
 * The form field each reason is about: a failure's `data.reason`, or an issue code core finds
 * before any request. Written once here so no form types it again: the web's form kit shows a
 * server reason under `REASON_FIELDS[reason]` when the form has a field of that name, and core's
 * form validators mark their issues with the same names (their input names; reason-fields.test.ts
 * holds them to this table). A reason missing here (INSUFFICIENT_BALANCE, ACCOUNT_LOCKED…) is about
 * no one field everywhere: a form that has a place for it says so itself; otherwise it is a toast.
 */
export const REASON_FIELDS = {
  // Account and country (registration, login, forgotten password).
  INVALID_COUNTRY: 'country',
  COUNTRY_BARRED: 'country',
  ID_COUNTRY_BARRED: 'country',
  INVALID_ACCOUNT: 'account',
  INVALID_MOBILE: 'account',
  INVALID_EMAIL: 'account',
  ACCOUNT_EXISTS: 'account',
  ACCOUNT_NOT_FOUND: 'account',
  NO_PHONE_ON_ACCOUNT: 'account',
  NO_EMAIL_ON_ACCOUNT: 'account',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_WRONG: 'captcha',
  CODE_FORMAT: 'code',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
  INVITE_CODE_INVALID: 'inviteCode',
  TERMS_NOT_CHECKED: 'termsAccepted',
  // Passwords: the new one, its confirmation, the current one.
  WRONG_CREDENTIALS: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  FUND_PASSWORD_SAME_AS_LOGIN: 'password',
  PASSWORDS_DO_NOT_MATCH: 'confirmPassword',
  OLD_PASSWORD_WRONG: 'oldPassword',
  // Identity verification.
  REAL_NAME_REQUIRED: 'name',
  REAL_NAME_INVALID: 'name',
  GENDER_REQUIRED: 'gender',
  BIRTH_DATE_INVALID: 'birthDate',
  UNDER_MIN_AGE: 'birthDate',
  ID_TYPE_REQUIRED: 'idType',
  ID_NUMBER_REQUIRED: 'idNumber',
  ID_NUMBER_INVALID: 'idNumber',
  PHOTOS_REQUIRED: 'frontPhotoId',
  PHOTO_NOT_FOUND: 'frontPhotoId',
  // Feedback.
  FEEDBACK_EMPTY: 'content',
  FEEDBACK_TOO_LONG: 'content',
  // Funding: deposits, bank cards, wallets, withdrawals.
  AMOUNT_INVALID: 'amount',
  TX_REF_INVALID: 'txRef',
  CURRENCY_INVALID: 'currency',
  IBAN_INVALID: 'cardNumber',
  CARD_NUMBER_INVALID: 'cardNumber',
  WALLET_ADDRESS_INVALID: 'address',
  DESTINATION_NOT_FOUND: 'destination',
  DESTINATION_NOT_YET_USABLE: 'destination',
  CURRENCY_NOT_WITHDRAWABLE: 'destination',
  CARD_CURRENCY_NOT_PAID: 'currency',
  WITHDRAWAL_NOT_ABOVE_FEE: 'amount',
  WITHDRAWAL_BELOW_MINIMUM: 'amount',
  WITHDRAWABLE_INSUFFICIENT: 'amount',
  FUND_PASSWORD_WRONG: 'fundPassword',
  FUND_PASSWORD_NOT_SET: 'fundPassword',
  FUND_PASSWORD_LOCKED: 'fundPassword',
  // Transfers between own accounts.
  TRANSFER_SOURCE_REQUIRED: 'currency',
  TRANSFER_SAME_ACCOUNT: 'currency',
  CURRENCY_NOT_TRANSFERABLE: 'currency',
  QUANTITY_INVALID: 'quantity',
  QUANTITY_BELOW_ZERO: 'quantity',
  QUANTITY_ZERO: 'quantity',
  QUANTITY_TOO_PRECISE: 'quantity',
  QUANTITY_EXCEEDS_AVAILABLE: 'quantity',
  // Orders and their take-profit / stop-loss.
  LIMIT_PRICE_REQUIRED: 'limitPrice',
  LIMIT_PRICE_MARKETABLE: 'limitPrice',
  POSITION_PART_TOO_SMALL: 'lots',
  LOTS_INVALID: 'lots',
  LOTS_NOT_POSITIVE_INTEGER: 'lots',
  LOTS_ABOVE_MAXIMUM: 'lots',
  TAKE_PROFIT_BELOW_OPEN_PRICE: 'takeProfit',
  TAKE_PROFIT_BELOW_CURRENT_PRICE: 'takeProfit',
  TAKE_PROFIT_ABOVE_OPEN_PRICE: 'takeProfit',
  TAKE_PROFIT_ABOVE_CURRENT_PRICE: 'takeProfit',
  STOP_LOSS_ABOVE_OPEN_PRICE: 'stopLoss',
  STOP_LOSS_ABOVE_CURRENT_PRICE: 'stopLoss',
  STOP_LOSS_BELOW_OPEN_PRICE: 'stopLoss',
  STOP_LOSS_BELOW_CURRENT_PRICE: 'stopLoss',
  // Spot orders and conversions.
  SPOT_AMOUNT_TOO_SMALL: 'amount',
  PRICE_INVALID: 'limitPrice',
  // Delivery contracts.
  DELIVERY_INSTRUMENT_UNAVAILABLE: 'symbol',
  DELIVERY_STAKE_INVALID: 'stake',
  DELIVERY_STAKE_BELOW_MINIMUM: 'stake',
  DELIVERY_STAKE_ABOVE_MAXIMUM: 'stake',
  // Back office: operator sign-in, content, operators.
  NOT_AN_OPERATOR: 'account',
  SIGN_IN_LOCKED: 'account',
  TOTP_WRONG: 'code',
  ARTICLE_SLUG_TAKEN: 'slug',
  BANNER_SLUG_TAKEN: 'slug',
  OPERATOR_OWN_ADMIN_ROLE: 'role',
  OPERATOR_LAST_ADMIN: 'role',
} as const satisfies Partial<Record<MessageCode, string>>;

/** A field name some form uses for a reason. */
export type ReasonField = (typeof REASON_FIELDS)[keyof typeof REASON_FIELDS];

/** The field `reason` is about, or undefined when it is about no one field. */
export function reasonField(reason: string): ReasonField | undefined {
  return Object.hasOwn(REASON_FIELDS, reason)
    ? REASON_FIELDS[reason as keyof typeof REASON_FIELDS]
    : undefined;
}
