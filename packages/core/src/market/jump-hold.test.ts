import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { confirmsJump, screenJump } from './jump-hold';

const d = (value: string | null) => (value === null ? null : new Decimal(value));

describe('jump hold (band 5% of the last dealt mid 100)', () => {
  it.each([
    ['the first mid is dealt', '150', null, null, null, 'deal', false],
    ['within the band is dealt', '105', '100', null, null, 'deal', false],
    ['within the band drops a held jump', '104', '100', '120', null, 'deal', true],
    ['a jump beyond the band is held', '105.01', '100', null, null, 'hold', false],
    ['a jump down beyond the band is held', '94', '100', null, null, 'hold', false],
    ['the same source confirms its held jump', '121', '100', '120', null, 'confirmed', false],
    ['the other source confirms the jump', '120', '100', null, '118', 'confirmed', false],
    [
      'the other source still at the old price does not',
      '120',
      '100',
      null,
      '100.5',
      'hold',
      false,
    ],
    ['a second, different jump replaces the held one', '140', '100', '120', null, 'hold', true],
  ] as const)('%s', (_, mid, lastDealt, held, other, verdict, discardsHeld) => {
    expect(
      screenJump({
        mid: new Decimal(mid),
        lastDealtMid: d(lastDealt),
        heldMid: d(held),
        otherMid: d(other),
        band: new Decimal('0.05'),
      }),
    ).toEqual({ verdict, discardsHeld });
  });

  it.each([
    ['exactly 5% under the jumped mid 120 (114) confirms', '114', true],
    ['beyond 5% under it (113.99) does not', '113.99', false],
    ['exactly 5% over it (126) confirms', '126', true],
  ])('a witness %s', (_, witness, expected) => {
    expect(confirmsJump(new Decimal(witness), new Decimal('120'), new Decimal('0.05'))).toBe(
      expected,
    );
  });
});
