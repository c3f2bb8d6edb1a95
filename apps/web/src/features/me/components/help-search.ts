import type { HelpCentreData, HelpQuestion } from '@waihui/contracts';

/** Text as the search compares it: width-folded (NFKC, so "ＵＳＤＴ" is "USDT"), lower case. */
function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/**
 * The topics with only the questions whose question or answer contains every word of `query`
 * (words split on spaces; a query in a language without spaces is one word). An empty query keeps
 * everything; a topic left without questions is dropped.
 */
export function searchHelp(data: HelpCentreData, query: string): HelpCentreData['topics'] {
  const words = fold(query)
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return data.topics;
  const matches = (question: HelpQuestion) => {
    const haystack = fold(`${question.title} ${question.text}`);
    return words.every((word) => haystack.includes(word));
  };
  return data.topics
    .map((group) => ({ ...group, questions: group.questions.filter(matches) }))
    .filter((group) => group.questions.length > 0);
}
