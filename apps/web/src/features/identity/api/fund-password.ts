import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  identityRoutes,
  type FundPasswordBody,
  type SendCodeData,
  type UserInfo,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { USER_INFO_KEY } from '@/lib/account/get-user-info';

/**
 * A code with purpose "fund_password" to the account's own mobile or e-mail (the server picks the
 * address from the session; the channel follows the account type).
 */
export function sendFundPasswordCode(accountType: UserInfo['account_type']): Promise<SendCodeData> {
  return call(accountType === 'phone' ? identityRoutes.sendSms : identityRoutes.sendEmail, {
    purpose: 'fund_password',
  });
}

/** POST /api/user/fund_password: sets or changes the fund password with that code. */
export function setFundPassword(body: FundPasswordBody): Promise<unknown> {
  return call(identityRoutes.fundPassword, body);
}

export function useSetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFundPassword,
    onSuccess: () => {
      queryClient.setQueryData<UserInfo>(USER_INFO_KEY, (info) =>
        info === undefined ? info : { ...info, has_fund_password: true },
      );
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
