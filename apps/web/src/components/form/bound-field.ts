import type { ReactNode } from 'react';
import { describedBy, noteIdOf, type FormFieldProps } from './form-field';
import type { BoundField } from './use-form';

/** What every bound field takes besides its value: the form's field, its label, and extras. */
export interface FieldRowProps {
  /** `form.field(name)`. */
  field: BoundField;
  label: ReactNode;
  /** Content after the label (a hint or a link). */
  aside?: ReactNode;
  /** A lasting note under the control (e.g. a limit), which the control points at. */
  note?: ReactNode;
}

/** The FormField row around a bound control. */
export function rowOf({
  field,
  label,
  aside,
  note,
}: FieldRowProps): Omit<FormFieldProps, 'children'> {
  return { id: field.id, label, error: field.error, aside, note };
}

/** The note's id when there is a note. */
function noteOf(field: BoundField, note: ReactNode): string | undefined {
  return note === undefined ? undefined : noteIdOf(field.id);
}

/**
 * A kit input's props from its field (TextInput, AmountInput): id, invalid state, the note it
 * points at, and edits that clear the server's message on the field.
 */
export function bindInput(field: BoundField, note: ReactNode, onChange: (value: string) => void) {
  return {
    id: field.id,
    invalid: field.error !== null,
    'aria-describedby': noteOf(field, note),
    onChange: (value: string) => {
      field.edited();
      onChange(value);
    },
  };
}

/** A native control's props from its field (select, textarea): id and its ARIA links. */
export function controlAria(field: BoundField, note: ReactNode) {
  const invalid = field.error !== null;
  return {
    id: field.id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(field.id, invalid, noteOf(field, note)),
  };
}
