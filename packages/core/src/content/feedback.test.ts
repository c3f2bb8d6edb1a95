import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_CHARS, feedbackLength, validateFeedback } from './feedback';

describe('validateFeedback', () => {
  it.each([
    ['an empty text is refused', '', 'FEEDBACK_EMPTY'],
    ['spaces and line breaks only are refused', '  \n\t ', 'FEEDBACK_EMPTY'],
    ['one character may be sent', 'a', null],
    ['exactly 140 characters may be sent', 'a'.repeat(140), null],
    ['141 characters are refused', 'a'.repeat(141), 'FEEDBACK_TOO_LONG'],
    ['140 Chinese characters may be sent', '反'.repeat(140), null],
    ['140 characters outside the BMP count as 140', '😀'.repeat(140), null],
    ['spaces around 140 characters are not counted', `  ${'a'.repeat(140)}\n`, null],
  ])('%s', (_name, text, issue) => {
    const result = validateFeedback(text);
    expect(result.ok ? null : result.issues[0].code).toBe(issue);
  });

  it('answers the trimmed text, or the limit its message names', () => {
    expect(validateFeedback(' Great app \n')).toEqual({ ok: true, value: 'Great app' });
    expect(validateFeedback('a'.repeat(141))).toEqual({
      ok: false,
      issues: [{ code: 'FEEDBACK_TOO_LONG', details: { max: '140' } }],
    });
  });

  it('counts code points after trimming', () => {
    expect(FEEDBACK_MAX_CHARS).toBe(140);
    expect(feedbackLength(' 😀反a ')).toBe(3);
  });
});
