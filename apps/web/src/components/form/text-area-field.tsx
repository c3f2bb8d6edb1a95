import type { TextareaHTMLAttributes } from 'react';
import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import { FormField, controlOf } from './form-field';

/**
 * Text of several lines (an article's body, an answer, feedback), bound to its form field; a
 * `note` (e.g. a character counter) is read with it.
 */
export function TextAreaField({
  field,
  label,
  aside,
  note,
  value,
  onChange,
  className,
  ...textarea
}: FieldRowProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & {
    value: string;
    onChange: (value: string) => void;
  }) {
  const bound = bindInput(field, note, onChange);
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <div className="wh-input-box" data-invalid={bound.invalid ? 'true' : undefined}>
        <textarea
          {...textarea}
          {...controlOf(
            field.id,
            bound.invalid,
            className === undefined ? 'wh-input--lines' : `wh-input--lines ${className}`,
            bound['aria-describedby'],
          )}
          value={value}
          onChange={(event) => bound.onChange(event.target.value)}
        />
      </div>
    </FormField>
  );
}
