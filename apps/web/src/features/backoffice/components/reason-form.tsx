import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One text field and a button: a rejection reason the user will see, or a payout's external
 * reference. `onSubmit` gets the trimmed text; the button waits for some.
 */
export function ReasonForm(props: {
  id: string;
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  return (
    <form
      className="bo-reason"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(text.trim());
      }}
    >
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${props.id}-hint`}
      />
      <small id={`${props.id}-hint`}>{t('queues.maxChars', { max: 200 })}</small>
      <button type="submit" disabled={text.trim() === ''}>
        {props.submitLabel}
      </button>
    </form>
  );
}
