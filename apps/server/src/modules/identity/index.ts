/**
 * The identity module's front door for other modules: they call these, never identity's
 * repositories (style.md). Routes call the individual services directly.
 */
export { verifyFundPassword } from './identity.fund-password.service';
export { getUserInfo } from './identity.profile.service';
export { findSessionByToken } from './identity.sessions.service';
export { seedDemoAccounts, formatDemoCredentials } from './identity.demo-seed';
export { findUserIdByAccount } from './identity.profile.service';
export {
  checkOperatorPassword,
  operatorSignInRefused,
  clearOperatorSignInFailures,
} from './identity.operator-sign-in.service';
export {
  searchUsers,
  findUserView,
  findUserViews,
  loginHistory,
  setSignInLock,
  type OperatorUserView,
} from './identity.operator-access.service';
/** For the back-office's barred-countries setting: only codes the app lists may be barred. */
export { isKnownCountry } from './identity.countries';
