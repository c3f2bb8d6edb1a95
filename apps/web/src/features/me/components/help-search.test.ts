import { describe, expect, it } from 'vitest';
import type { HelpCentreData, HelpQuestion } from '@waihui/contracts';
import { searchHelp } from './help-search';

function question(id: number, title: string, text: string): HelpQuestion {
  return { id, slug: `q-${id}`, title, html: `<p>${text}</p>`, text, lang: 'en', fallback: false };
}

const DATA: HelpCentreData = {
  topics: [
    {
      topic: 'account',
      questions: [question(1, 'How do I verify my identity?', 'Photos of the ID.')],
    },
    {
      topic: 'funding',
      questions: [
        question(2, 'How do I withdraw?', 'To a bank card or a USDT address; the fee is deducted.'),
        question(3, '如何提款？', '可提款到银行卡或 USDT 地址。'),
      ],
    },
  ],
};

const ids = (topics: HelpCentreData['topics']) =>
  topics.map((group) => [group.topic, group.questions.map((q) => q.id)]);

describe('searchHelp', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(ids(searchHelp(DATA, '  '))).toEqual([
      ['account', [1]],
      ['funding', [2, 3]],
    ]);
  });

  it('finds words in questions and answers, any case, every word required', () => {
    expect(ids(searchHelp(DATA, 'Withdraw'))).toEqual([['funding', [2]]]);
    expect(ids(searchHelp(DATA, 'fee usdt'))).toEqual([['funding', [2]]]);
    expect(ids(searchHelp(DATA, 'usdt'))).toEqual([['funding', [2, 3]]]);
    expect(ids(searchHelp(DATA, 'fee photos'))).toEqual([]);
  });

  it('matches text without spaces and full-width letters', () => {
    expect(ids(searchHelp(DATA, '提款'))).toEqual([['funding', [3]]]);
    expect(ids(searchHelp(DATA, 'ＵＳＤＴ 银行卡'))).toEqual([['funding', [3]]]);
  });
});
