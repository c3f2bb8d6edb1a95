/**
 * The one shape of "it failed" in core (docs/decisions.md, "One result shape"): a decision returns
 * its value, or the issues that stop it. An issue is a stable machine code (never a sentence), the
 * form field it is about when the decision reads a form, and details for the message and for
 * clients. A single-reason decision fails with exactly one issue (`issues[0]`, its reason); a form
 * validator lists every field's issue in the order the form shows the fields.
 *
 * The server answers `issues[0].code` as `data.reason` and its details as message values; the web
 * shows each issue under `field` (or under the field contracts' REASON_FIELDS names for the code).
 */
export interface Issue<Code extends string = string, Field extends string = never> {
  code: Code;
  /** The input field it is about, named as the validator's input names it. */
  field?: Field;
  /** Values for the message and for clients, e.g. `{ currency: 'USD', shortfall: '12.5' }`. Strings only. */
  details?: Record<string, string>;
}

/** At least one issue: a failure always says why. */
export type Issues<Code extends string = string, Field extends string = never> = readonly [
  Issue<Code, Field>,
  ...Issue<Code, Field>[],
];

export interface Failure<Code extends string = string, Field extends string = never> {
  ok: false;
  issues: Issues<Code, Field>;
}

export type Result<T, Code extends string = string, Field extends string = never> =
  { ok: true; value: T } | Failure<Code, Field>;

export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failure for one reason (not about a field). */
export function fail<Code extends string>(
  code: Code,
  details?: Record<string, string>,
): Failure<Code> {
  return { ok: false, issues: [details === undefined ? { code } : { code, details }] };
}

/** A form's verdict: its (normalised) value when no field has an issue, else every issue found. */
export function resultOf<T, Code extends string, Field extends string>(
  value: T,
  issues: readonly Issue<Code, Field>[],
): Result<T, Code, Field> {
  const [first, ...rest] = issues;
  return first === undefined ? succeed(value) : { ok: false, issues: [first, ...rest] };
}

/** One field's result as form issues: none when it passed, else its issues marked with `field`. */
export function issuesOn<Field extends string, Code extends string>(
  field: Field,
  result: Result<unknown, Code>,
): Issue<Code, Field>[] {
  return result.ok ? [] : result.issues.map((issue) => ({ ...issue, field }));
}
