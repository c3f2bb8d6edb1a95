import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';

/** Characters a reason or reference may have (the routes' limit). */
const MAX_CHARS = 200;

/**
 * One text and a button deciding a request: a rejection reason the user will see, or a payout's
 * external reference. `decide` gets the trimmed text; the button waits for some. The server's
 * refusal of the text shows under the field.
 */
export function ReasonForm({
  name,
  itemId,
  label,
  submitLabel,
  decide,
}: {
  /** The field's id is `<name>-<itemId>` (e.g. `bo-reject-7`). */
  name: string;
  itemId: string | number;
  label: string;
  submitLabel: string;
  decide: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const field = String(itemId);
  const form = useForm(
    {
      name,
      fields: [field],
      // The field is named by the item, so the reasons about it are mapped here.
      server: { REJECTION_REASON_REQUIRED: field, REJECTION_REASON_TOO_LONG: field },
    },
    {},
  );
  return (
    <form className="bo-reason" noValidate onSubmit={form.onSubmit(() => decide(text.trim()))}>
      <TextField
        field={form.field(field)}
        label={label}
        note={t('queues.maxChars', { max: MAX_CHARS })}
        maxLength={MAX_CHARS}
        value={text}
        onChange={setText}
      />
      <button type="submit" disabled={text.trim() === '' || form.submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
