import type { ReactNode } from 'react';
import { noteIdOf, type FormFieldProps } from './form-field';
import type { BoundField } from './use-form';

/** What every bound field takes besides its value: the form's field, its label, and extras. */
export interface FieldRowProps {
  /** `form.field(name)`. */
  field: BoundField;
  label: ReactNode;
  /** Content after the label (a hint or a link). */
  aside?: ReactNode;
  /** A lasting line under the control (a limit, what is available, a counter) that it points at. */
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

/**
 * A kit control's props from its field (TextInput, AmountInput, SelectInput, the text area): id,
 * invalid state, the note it points at, and edits that clear the server's message on the field.
 */
export function bindInput<T>(field: BoundField, note: ReactNode, onChange: (value: T) => void) {
  return {
    id: field.id,
    invalid: field.error !== null,
    'aria-describedby': note === undefined ? undefined : noteIdOf(field.id),
    onChange: (value: T) => {
      field.edited();
      onChange(value);
    },
  };
}
