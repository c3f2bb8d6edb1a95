import type { Withdrawal } from '@waihui/contracts';

/** A TRC20 withdrawal of 30 USDT (fee 1, net 29) as the user's records list it; a rejected one
 * carries its reason and a paid one the operator's payout reference. */
export function withdrawal(id: number, status: Withdrawal['status']): Withdrawal {
  return {
    id,
    method: 'trc20',
    currency: 'USDT',
    amount: '30',
    fee: '1',
    net: '29',
    destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    status,
    reject_reason: status === 'rejected' ? 'name does not match' : null,
    external_ref: status === 'paid' ? '0x9f2c41' : null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
  };
}
