/**
 * The identity module's front door for other modules: they call these, never identity's
 * repositories (style.md). Routes call the individual services directly.
 */
export { verifyFundPassword } from './fund-password.service';
export { getUserInfo } from './profile.service';
export { findSessionByToken } from './sessions.service';
export { seedDemoAccounts, formatDemoCredentials } from './demo-seed';
export { findUserIdByAccount } from './profile.service';
export {
  checkOperatorPassword,
  operatorSignInRefused,
  clearOperatorSignInFailures,
} from './operator-sign-in.service';
export {
  searchUsers,
  findUserView,
  findUserViews,
  loginHistory,
  setSignInLock,
  type OperatorUserView,
} from './operator-access.service';
/** For the back-office's barred-countries setting: only codes the app lists may be barred. */
export { isKnownCountry } from './countries';
