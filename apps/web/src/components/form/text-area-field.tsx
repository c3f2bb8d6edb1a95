import type { TextareaHTMLAttributes } from 'react';
import { rowOf, controlAria, type FieldRowProps } from './bound-field';
import { FormField } from './form-field';

/** Text of several lines (an article's body, an answer), bound to its form field. */
export function TextAreaField({
  field,
  label,
  aside,
  note,
  value,
  onChange,
  ...textarea
}: FieldRowProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & {
    value: string;
    onChange: (value: string) => void;
  }) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <div className="wh-input-box" data-invalid={field.error !== null ? 'true' : undefined}>
        <textarea
          {...textarea}
          {...controlAria(field, note)}
          className="wh-input wh-input--lines"
          value={value}
          onChange={(event) => {
            field.edited();
            onChange(event.target.value);
          }}
        />
      </div>
    </FormField>
  );
}
