import { identityRoutes, type CodePurpose, type SendCodeData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** Where a register, login or reset code goes: a mobile number (with its country) or an e-mail. */
export type CodeDestination =
  | { channel: 'sms'; phone: string; country: string | undefined }
  | { channel: 'email'; email: string };

/**
 * POST /api/notify/send_sms or send_email; resolves with the masked destination and the wait. An
 * SMS carries the solved image code (the server uses it up).
 */
export function sendCode(
  purpose: Exclude<CodePurpose, 'fund_password'>,
  destination: CodeDestination,
  captcha?: { captcha_key: string; captcha: string },
): Promise<SendCodeData> {
  if (destination.channel === 'sms') {
    return call(identityRoutes.sendSms, {
      purpose,
      phone: destination.phone,
      country: destination.country,
      ...captcha,
    });
  }
  return call(identityRoutes.sendEmail, { purpose, email: destination.email });
}
