/** One field an audited change touched: its path ("status", "fees.USDT") and its values as text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as the audit log shows it: '—' for none, text as is, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of an object by its dotted path (arrays are leaves); a non-object has none. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (!isRecord(value)) return found;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(inner) && Object.keys(inner).length > 0) {
      for (const [leaf, leafValue] of leaves(inner, path)) found.set(leaf, leafValue);
    } else found.set(path, inner);
  }
  return found;
}

/**
 * An audit row's before and after as the fields that differ, in the order they first appear
 * (before's fields, then those only after has). A new thing (before null) lists every field of
 * after; a removed one every field of before.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .map((field) => ({ field, before: shown(old.get(field)), after: shown(now.get(field)) }))
    .filter((change) => change.before !== change.after);
}
