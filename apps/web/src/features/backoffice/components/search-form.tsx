import { useState } from 'react';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';

/**
 * One text and a button that looks it up (a user search, the audit log's action filter): `search`
 * gets the trimmed text. The field's id is `<name>-<field>`.
 */
export function SearchForm({
  name,
  field,
  label,
  buttonLabel,
  search,
}: {
  name: string;
  field: string;
  label: string;
  buttonLabel: string;
  search: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const form = useForm({ name, fields: [field] }, {});
  return (
    <form
      className="bo-inline"
      noValidate
      onSubmit={form.onSubmit(async () => search(text.trim()))}
    >
      <TextField field={form.field(field)} label={label} value={text} onChange={setText} />
      <button type="submit">{buttonLabel}</button>
    </form>
  );
}
