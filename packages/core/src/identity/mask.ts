/**
 * Accounts shown on screen are masked so a glance at a phone does not reveal them:
 * "demo@waihui.local" → "de***@waihui.local", "+8613812345678" → "+861****5678".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** An E.164 number ("+" and digits): the first 3 and last 4 digits stay; fewer for short numbers. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const keepHead = digits.length > 8 ? 3 : 2;
  const keepTail = digits.length > 8 ? 4 : 2;
  if (digits.length <= keepHead + keepTail) return `+${digits.slice(0, 1)}****`;
  return `+${digits.slice(0, keepHead)}****${digits.slice(-keepTail)}`;
}

/** An e-mail address or an E.164 phone number, masked. */
export function maskAccount(account: string): string {
  return account.includes('@') ? maskEmail(account) : maskPhone(account);
}
