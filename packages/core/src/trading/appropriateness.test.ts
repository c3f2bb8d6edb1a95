import { describe, expect, it } from 'vitest';
import { APPROPRIATENESS_QUESTIONS, answerIssue, passesAppropriateness } from '../index';

describe('appropriateness check', () => {
  it('passes only with every expected answer; extra answers do not matter', () => {
    const right = { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' };
    expect(passesAppropriateness(right)).toBe(true);
    expect(passesAppropriateness({ ...right, extra: 'x' })).toBe(true);
    expect(passesAppropriateness({ ...right, leverage_loss: 'at_most_margin' })).toBe(false);
    expect(passesAppropriateness({ leverage_loss: 'more_than_margin_possible' })).toBe(false);
    expect(passesAppropriateness({})).toBe(false);
  });

  it('names what is wrong with one answer', () => {
    const [leverageLoss] = APPROPRIATENESS_QUESTIONS;
    expect(answerIssue(leverageLoss, undefined)).toBe('missing');
    expect(answerIssue(leverageLoss, 'nothing')).toBe('wrong');
    expect(answerIssue(leverageLoss, 'more_than_margin_possible')).toBe(null);
  });

  it('offers the expected answer among the answers of each question', () => {
    for (const question of APPROPRIATENESS_QUESTIONS)
      expect(question.answers as readonly string[]).toContain(question.expected);
  });
});
