import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toDecimalString, tryParseDecimal } from '@waihui/core';
import { decimalProblem, decimalString } from './decimal';

const amount = { sign: 'positive', maxScale: 8 } as const;

describe('decimalProblem', () => {
  it.each([
    ['0', 'zero'],
    ['-0', 'invalid'],
    ['-0.00', 'invalid'],
    ['1e5', 'invalid'],
    ['1E5', 'invalid'],
    ['0x10', 'invalid'],
    [' 1', 'invalid'],
    ['1 ', 'invalid'],
    ['+1', 'invalid'],
    ['1.', 'invalid'],
    ['.5', 'invalid'],
    ['01', 'invalid'],
    ['1,5', 'invalid'],
    ['', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['-Infinity', 'invalid'],
    ['-1', 'negative'],
    ['-0.00000001', 'negative'],
    ['1.123456789', 'scale'],
    ['1.000000000', 'scale'],
    ['100000000000000000000', 'too_large'],
    ['9'.repeat(400), 'too_large'],
    ['1.12345678', null],
    ['0.00000001', null],
    ['10000', null],
    ['0.5', null],
    ['1.50', null],
    ['99999999999999999999.99999999', null],
  ])('positive, scale 8: %j → %s', (value, problem) => {
    expect(decimalProblem(value, amount)).toBe(problem);
  });

  it.each([
    [{ sign: 'nonnegative', maxScale: 8 }, '0', null],
    [{ sign: 'nonnegative', maxScale: 8 }, '0.00', null],
    [{ sign: 'nonnegative', maxScale: 8 }, '-1', 'negative'],
    [{ sign: 'any', maxScale: 2 }, '-1.25', null],
    [{ sign: 'any', maxScale: 2 }, '-0', 'invalid'],
    [{ sign: 'any', maxScale: 2 }, '-1.255', 'scale'],
    [{ sign: 'any', maxScale: 0 }, '5', null],
    [{ sign: 'any', maxScale: 0 }, '5.0', 'scale'],
    [{ sign: 'any', maxScale: 5, maxIntegerDigits: 3 }, '999.12345', null],
    [{ sign: 'any', maxScale: 5, maxIntegerDigits: 3 }, '-1000', 'too_large'],
  ] as const)('%j: %j → %s', (options, value, problem) => {
    expect(decimalProblem(value, options)).toBe(problem);
  });

  it("accepts only strings core's tryParseDecimal reads, and reads them to the same number", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^-?\d{1,22}(\.\d{1,10})?$/),
          fc.stringMatching(/^-?(0|[1-9]\d{0,21})(\.\d{1,10})?$/),
        ),
        (value) => {
          if (decimalProblem(value, { sign: 'any', maxScale: 8 }) !== null) return;
          const parsed = tryParseDecimal(value);
          expect(parsed).not.toBeNull();
          // Canonical apart from trailing zeros: core's canonical form is the value without them.
          expect(toDecimalString(parsed!)).toBe(
            value.includes('.') ? value.replace(/\.?0+$/, '') : value,
          );
        },
      ),
    );
  });
});

describe('decimalString', () => {
  it('passes a good value through unchanged', () => {
    expect(decimalString(amount).parse('1.50')).toBe('1.50');
  });

  it('refuses with a clear message and no reason unless the field names one', () => {
    const result = decimalString(amount).safeParse('1.123456789');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: [], message: 'At most 8 decimal places' },
    ]);
  });

  it('carries the reason a field names for the problem', () => {
    const schema = decimalString({ ...amount, reasons: { negative: 'QUANTITY_BELOW_ZERO' } });
    expect(schema.safeParse('-1').error?.issues).toEqual([
      {
        code: 'custom',
        path: [],
        message: 'Must not be negative',
        params: { reason: 'QUANTITY_BELOW_ZERO' },
      },
    ]);
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe('Must be greater than 0');
    expect(schema.safeParse('0').error?.issues[0]).not.toHaveProperty('params');
  });

  it('refuses a number: amounts are never JS numbers on the wire', () => {
    expect(decimalString(amount).safeParse(1).error?.issues[0]?.code).toBe('invalid_type');
  });

  it('describes its pattern in the JSON schema of the API document', async () => {
    const { toJSONSchema } = await import('zod');
    expect(toJSONSchema(decimalString({ sign: 'any', maxScale: 2 }))).toMatchObject({
      type: 'string',
      pattern: '^-?(0|[1-9]\\d{0,19})(\\.\\d{1,2})?$',
      description: 'Decimal string, signed, at most 2 decimals.',
    });
  });
});
