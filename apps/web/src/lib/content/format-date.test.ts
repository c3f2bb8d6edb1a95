import { describe, expect, it } from 'vitest';
import { formatPublishDate } from './format-date';

describe('formatPublishDate', () => {
  it.each([
    ['en', 'Nov 22, 2026'],
    ['de', '22.11.2026'],
    ['ja', '2026/11/22'],
    ['zh-CN', '2026年11月22日'],
  ] as const)('%s → %s (the UTC date)', (lang, expected) => {
    expect(formatPublishDate('2026-11-22T23:30:00.000Z', lang)).toBe(expected);
  });
});
