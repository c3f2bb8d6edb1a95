import { describe, expect, it } from 'vitest';
import { APPROPRIATENESS_QUESTIONS } from '@waihui/core';
import trade from '../../../locales/en/trade.json';
import { questionTexts } from './consent-questions';

/** The English text of a dotted key of trade.json, or undefined. */
function textOf(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], trade);
}

describe('appropriateness check texts', () => {
  it('has a question, a hint and one text per answer of every core question', () => {
    expect(
      APPROPRIATENESS_QUESTIONS.map((question) => {
        const texts = questionTexts(question.id);
        return [texts.question, texts.hint, ...question.answers.map(texts.answer)].map(
          (key) => typeof textOf(key) === 'string',
        );
      }),
    ).toEqual([
      [true, true, true, true, true],
      [true, true, true, true, true],
    ]);
    expect(questionTexts('stop_out').answer('positions_closed')).toBe(
      'consent.stopOut.positions_closed',
    );
  });
});
