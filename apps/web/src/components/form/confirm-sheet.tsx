import type { ReactNode } from 'react';
import { Sheet } from '@/components/sheet';
import '../forms.css';

/** One line of the summary: `id` names its value for tests and styles (`data-field`). */
export interface ConfirmFact {
  id: string;
  label: string;
  value: string;
}

/**
 * A form's confirm step as a bottom sheet: what will be sent and what it costs, one fact per line,
 * then Cancel and Confirm. While `busy` (the request runs) both buttons are inert and the sheet
 * cannot be dismissed. `tone` colours Confirm by what it does (long or up in the rise colour).
 */
export function ConfirmSheet({
  title,
  facts,
  note,
  confirmLabel,
  cancelLabel,
  busy,
  tone,
  onConfirm,
  onCancel,
}: {
  title: string;
  facts: readonly ConfirmFact[];
  /** A line under the facts (e.g. "a market order fills at the price of the moment"). */
  note?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  tone?: 'rise' | 'fall';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Sheet
      title={title}
      onClose={busy ? undefined : onCancel}
      closeLabel={cancelLabel}
      footer={
        <div className="wh-sheet__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            disabled={busy}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="wh-button wh-button--primary"
            data-tone={tone}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      <dl className="wh-facts">
        {facts.map((fact) => (
          <div key={fact.id} className="wh-facts__row">
            <dt>{fact.label}</dt>
            <dd data-field={fact.id}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note === undefined ? null : <p className="wh-form-note">{note}</p>}
    </Sheet>
  );
}
