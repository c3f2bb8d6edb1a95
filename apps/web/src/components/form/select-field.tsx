import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import { FormField, SelectInput, type SelectInputProps } from './form-field';

/** One choice from a list (a currency, an account, a category, a role), bound to its form field. */
export function SelectField<T extends string>({
  field,
  label,
  aside,
  note,
  onChange,
  ...select
}: Omit<SelectInputProps<T>, 'id' | 'invalid' | 'onChange'> &
  FieldRowProps & { onChange: (value: T) => void }) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <SelectInput {...select} {...bindInput(field, note, onChange)} />
    </FormField>
  );
}
