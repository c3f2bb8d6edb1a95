import { describe, expect, it } from 'vitest';
import { canMoveDeposit, canMoveWithdrawal, withdrawalHoldsFunds } from './lifecycle';
import { isUsableAt, usableFrom } from './usable-after-delay';

describe('deposit and withdrawal transitions', () => {
  it('lets a pending deposit be confirmed or rejected, once', () => {
    expect(canMoveDeposit('pending', 'confirmed')).toBe(true);
    expect(canMoveDeposit('pending', 'rejected')).toBe(true);
    expect(canMoveDeposit('confirmed', 'confirmed')).toBe(false);
    expect(canMoveDeposit('rejected', 'confirmed')).toBe(false);
  });

  it('follows pending → approved → paid, cancel only while pending, reject before paid', () => {
    expect(canMoveWithdrawal('pending', 'approved')).toBe(true);
    expect(canMoveWithdrawal('approved', 'paid')).toBe(true);
    expect(canMoveWithdrawal('pending', 'paid')).toBe(false);
    expect(canMoveWithdrawal('pending', 'cancelled')).toBe(true);
    expect(canMoveWithdrawal('approved', 'cancelled')).toBe(false);
    expect(canMoveWithdrawal('approved', 'rejected')).toBe(true);
    expect(canMoveWithdrawal('paid', 'rejected')).toBe(false);
    expect(withdrawalHoldsFunds('approved')).toBe(true);
    expect(withdrawalHoldsFunds('cancelled')).toBe(false);
  });
});

describe('usableFrom', () => {
  it('adds the delay in seconds; the boundary instant is usable', () => {
    const added = new Date('2026-01-01T10:00:00.000Z');
    const usable = usableFrom(added, 86_400);
    expect(usable.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    expect(isUsableAt(usable, new Date('2026-01-02T09:59:59.999Z'))).toBe(false);
    expect(isUsableAt(usable, usable)).toBe(true);
    expect(() => usableFrom(added, -1)).toThrow();
  });
});

describe('withdrawalHoldsFunds: the lock stays until paid or ended', () => {
  it.each([
    ['pending', true],
    ['approved', true],
    ['paid', false],
    ['rejected', false],
    ['cancelled', false],
  ] as const)('%s → %s', (status, holds) => {
    expect(withdrawalHoldsFunds(status)).toBe(holds);
  });

  it('usableFrom takes a delay of 0 s (usable at once) and refuses a negative or fractional one', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(usableFrom(at, 0).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(() => usableFrom(at, -1)).toThrow('delay must be a whole number of seconds ≥ 0, got -1');
    expect(() => usableFrom(at, 1.5)).toThrow('got 1.5');
  });
});
