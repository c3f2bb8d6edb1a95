export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type NewPasswordField,
  type PasswordIssue,
  passwordLength,
  validateNewPassword,
} from './password';
export {
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeAttemptOutcome,
  VERIFICATION_CODE_LENGTH,
  decideCodeAttempt,
  isVerificationCode,
  secondsUntilResend,
} from './codes';
export {
  PASSWORD_LOCK_MINUTES,
  PASSWORD_MAX_FAILURES,
  type PasswordAttemptOutcome,
  type PasswordGuard,
  decidePasswordAttempt,
  lockMinutesLeft,
} from './lockout';
export {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_FAILURES_FORGOTTEN_HOURS,
  type LoginFailures,
  countLoginFailure,
  loginNeedsCaptcha,
} from './login-captcha';
export { maskAccount, maskEmail, maskPhone } from './mask';
export {
  type RegistrationField,
  type RegistrationFormInput,
  type RegistrationIssue,
  validateRegistrationForm,
} from './registration';
