/**
 * What an amount input keeps of a keystroke: the typed text as a decimal string, or null to refuse
 * it (the field keeps its value). Digits and one "." ("," counts as "."), at most `scale` decimals;
 * no sign, exponent or spaces. Never parsed into a number: the string goes to core's Decimal.
 */
export function readAmountInput(typed: string, scale?: number): string | null {
  const text = typed.replace(/,/g, '.').trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (match === null) return null;
  const decimals = match[2] ?? '';
  if (scale !== undefined && decimals.length > scale) return null;
  return text;
}
