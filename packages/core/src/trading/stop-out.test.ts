import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import { type StopOutPlan, type StopOutPosition, planStopOut } from './stop-out';
import { d } from './test-fixtures';

const s = toDecimalString;

function position(id: string, margin: string, pnl: string, fee: string): StopOutPosition {
  return { id, margin: d(margin), floatingPnl: d(pnl), closeFee: d(fee) };
}

function readable(plan: StopOutPlan) {
  return {
    triggered: plan.triggered,
    steps: plan.steps.map((step) =>
      step.action === 'cancel_order'
        ? `cancel ${step.orderId}`
        : `close ${step.positionId} pnl ${s(step.realizedPnl)} fee ${s(step.fee)} cover ${s(step.houseCover)} → balance ${s(step.balanceAfter)} level ${step.marginLevelAfter === null ? 'none' : s(step.marginLevelAfter)}`,
    ),
    balanceAfter: s(plan.balanceAfter),
    houseCover: s(plan.houseCover),
  };
}

describe('stop-out order of operations', () => {
  it('cancels pending orders first, then closes the most unprofitable until the level is above 50%', () => {
    const plan = planStopOut({
      balance: d('1000'),
      positions: [
        position('A', '400', '-300', '1'),
        position('B', '400', '-350', '1'),
        position('C', '200', '50', '1'),
      ],
      pendingOrderIds: ['o1', 'o2'],
      stopOutLevel: d('50'),
    });
    // Before: equity 400 on used 1000 = 40%. After closing B: equity 649 − 300 + 50 = 399 on 600 = 66.5%.
    expect(readable(plan)).toEqual({
      triggered: true,
      steps: ['cancel o1', 'cancel o2', 'close B pnl -350 fee 1 cover 0 → balance 649 level 66.5'],
      balanceAfter: '649',
      houseCover: '0',
    });
  });

  it('keeps closing while the level stays at or below, and the house covers every shortfall', () => {
    const plan = planStopOut({
      balance: d('100'),
      positions: [position('A', '60', '-150', '0.3'), position('B', '30', '-5', '0.2')],
      pendingOrderIds: [],
      stopOutLevel: d('50'),
    });
    expect(readable(plan)).toEqual({
      triggered: true,
      steps: [
        'close A pnl -150 fee 0.3 cover 50.3 → balance 0 level -16.66666667',
        'close B pnl -5 fee 0.2 cover 5.2 → balance 0 level none',
      ],
      balanceAfter: '0',
      houseCover: '55.5',
    });
  });

  it.each([
    ['-69.99', false],
    ['-70', true],
  ])('equity 100 %s on margin 60: triggered %s (at the level counts)', (pnl, triggered) => {
    const plan = planStopOut({
      balance: d('100'),
      positions: [position('A', '60', pnl, '0.3')],
      pendingOrderIds: ['o1'],
      stopOutLevel: d('50'),
    });
    expect(plan.triggered).toBe(triggered);
    expect(plan.steps.length).toBe(triggered ? 2 : 0);
  });

  it('closes equal losers in the order given (oldest first)', () => {
    const plan = planStopOut({
      balance: d('100'),
      positions: [position('old', '50', '-40', '0'), position('new', '50', '-40', '0')],
      pendingOrderIds: [],
      stopOutLevel: d('50'),
    });
    // 20 / 100 = 20% → close "old": 60 − 40 = 20 on 50 = 40% → close "new".
    expect(
      plan.steps.map((step) => (step.action === 'close_position' ? step.positionId : '')),
    ).toEqual(['old', 'new']);
  });

  it('does nothing without positions', () => {
    expect(
      readable(
        planStopOut({
          balance: d('0'),
          positions: [],
          pendingOrderIds: ['o1'],
          stopOutLevel: d('50'),
        }),
      ),
    ).toEqual({ triggered: false, steps: [], balanceAfter: '0', houseCover: '0' });
  });
});
