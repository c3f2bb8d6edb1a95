import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { getUserInfoQueryOptions } from '@/lib/account/get-user-info';
import { LANGUAGE_NAMES } from '@/lib/i18n/language';
import { useAppStore } from '@/lib/store/store';
import { LogoutButton } from '../components/logout-button';
import { MeMenu } from '../components/me-menu';
import { GuestCard, ProfileCard, ProfileSkeleton } from '../components/profile-card';
import '../components/me.css';

/**
 * My account (product.md §2.4): the profile of GET /api/user/info (or the way to log in), the menu of the
 * account, funds and support pages, and logging out.
 */
export default function MePage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('identity');
  const token = useAppStore((state) => state.token);
  const lang = useAppStore((state) => state.lang);
  const info = useQuery(getUserInfoQueryOptions(token));

  let profile;
  if (token === null) profile = <GuestCard />;
  else if (info.data !== undefined) profile = <ProfileCard info={info.data} />;
  else if (info.isError) profile = <LoadError onRetry={() => void info.refetch()} />;
  else profile = <ProfileSkeleton />;

  const status = info.data?.verification_status;
  return (
    <>
      <PageHeader title={t('titles.me')} />
      {profile}
      <MeMenu
        extras={{
          language: LANGUAGE_NAMES[lang],
          ...(token !== null && status !== undefined
            ? { identityVerification: ti(`me.status.${status}`) }
            : {}),
        }}
      />
      {token !== null && <LogoutButton />}
    </>
  );
}
