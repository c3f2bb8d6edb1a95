import { describe, expect, it } from 'vitest';
import type { TransferOption } from '@waihui/contracts';
import { fundingStepOf } from './funding-step';

function option(change: Partial<TransferOption>): TransferOption {
  return {
    from_account: 'coin',
    to_account: 'contract',
    currency: 'USD',
    available: '0',
    ...change,
  };
}

describe('fundingStepOf (transfer from the coin account, or deposit first)', () => {
  it.each([
    ['coin USD 25.5 to transfer', 'transfer', [option({ available: '25.5' })]],
    ['coin USD 0.00000001 to transfer', 'transfer', [option({ available: '0.00000001' })]],
    [
      'coin USD 0, contract USD 40 back',
      'deposit',
      [option({}), option({ from_account: 'contract', to_account: 'coin', available: '40' })],
    ],
    [
      'only EUR in the coin account',
      'deposit',
      [option({}), option({ currency: 'EUR', available: '90' })],
    ],
    ['no direction at all', 'deposit', []],
  ] as const)('%s → %s', (_case, step, list) => {
    expect(fundingStepOf({ list: [...list] })).toBe(step);
  });

  it('says "transfer" while the options are not read yet', () => {
    expect(fundingStepOf(undefined)).toBe('transfer');
  });
});
