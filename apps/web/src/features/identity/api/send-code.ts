import { sendCodeDataSchema, type CodePurpose, type SendCodeData } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/** Where a register, login or reset code goes: a mobile number (with its country) or an e-mail. */
export type CodeDestination =
  | { channel: 'sms'; phone: string; country: string | undefined }
  | { channel: 'email'; email: string };

/** POST /api/notify/send_sms or send_email; resolves with the masked destination and the wait. */
export function sendCode(
  purpose: Exclude<CodePurpose, 'fund_password'>,
  destination: CodeDestination,
): Promise<SendCodeData> {
  if (destination.channel === 'sms') {
    return http.post(
      '/api/notify/send_sms',
      { purpose, phone: destination.phone, country: destination.country },
      { schema: sendCodeDataSchema },
    );
  }
  return http.post(
    '/api/notify/send_email',
    { purpose, email: destination.email },
    { schema: sendCodeDataSchema },
  );
}
