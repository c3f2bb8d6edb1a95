import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/lib/antd-mobile';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useLogout } from '../api/logout';
import './me.css';

/** "Log out" with a confirmation (antd-mobile Dialog); then the login page. */
export function LogoutButton() {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  async function confirmLogout(): Promise<void> {
    const confirmed = await Dialog.confirm({
      content: t('me.logoutConfirm'),
      confirmText: t('me.logout'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    // Not mutate's own callbacks: forgetting the session unmounts this button before they run.
    try {
      await logout.mutateAsync();
    } catch {
      // Offline or already revoked: the device has forgotten the session all the same.
    }
    showToast(t('me.loggedOut'), { icon: 'success' });
    void navigate(PATHS.login, { replace: true });
  }

  return (
    <button
      type="button"
      className="wh-logout"
      disabled={logout.isPending}
      onClick={() => void confirmLogout()}
    >
      {t('me.logout')}
    </button>
  );
}
