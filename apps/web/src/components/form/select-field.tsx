import { rowOf, controlAria, type FieldRowProps } from './bound-field';
import { FormField } from './form-field';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** One choice of a few (a category, a language, a role), bound to its form field. */
export function SelectField<V extends string>({
  field,
  label,
  aside,
  note,
  value,
  options,
  onChange,
}: FieldRowProps & {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <div className="wh-input-box" data-invalid={field.error !== null ? 'true' : undefined}>
        <select
          {...controlAria(field, note)}
          className="wh-input"
          value={value}
          onChange={(event) => {
            field.edited();
            // The options are all of type V.
            onChange(event.target.value as V);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FormField>
  );
}
