import { useId, type ReactNode } from 'react';
import { describedBy, errorIdOf } from './form-field';
import type { BoundField } from './use-form';
import '../forms.css';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Colours the chosen one by what it means: buy, long, up in the rise colour; the others fall. */
  tone?: 'rise' | 'fall';
}

/**
 * One choice out of a few (buy / sell, market / limit, a leverage, a period, an answer), as a
 * radio group of native radios: the arrow keys move between them, the group has a name (its
 * legend), and the chosen one says so to every reader. Bound to a form (`field`), the group takes
 * the field's id (the form focuses it) and shows the field's message under it.
 */
export function ChoiceField<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  look = 'segments',
  field,
}: {
  legend: string;
  /** The legend stays for screen readers only (the choices say enough on screen). */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  /** The chosen value; undefined while none is chosen. */
  value: T | undefined;
  onChange: (value: T) => void;
  /**
   * `segments`: side by side across the width; `chips`: small pills that wrap (`chips-small` in a
   * toolbar); `tiles`: two columns of boxes with a second line or two (e.g. a period and its
   * payout); `list`: one visible radio per line, for answers of a sentence.
   */
  look?: 'segments' | 'chips' | 'chips-small' | 'tiles' | 'list';
  field?: BoundField;
}) {
  const generated = useId();
  const name = field?.id ?? generated;
  const error = field?.error ?? null;
  return (
    <fieldset
      id={field?.id}
      className={`wh-choices wh-choices--${look}`}
      tabIndex={field === undefined ? undefined : -1}
      aria-invalid={error !== null || undefined}
      aria-describedby={describedBy(name, error !== null)}
      data-invalid={error === null ? undefined : 'true'}
    >
      <legend className={hideLegend ? 'wh-visually-hidden' : 'wh-choices__legend'}>{legend}</legend>
      <div className="wh-choices__list">
        {choices.map((choice) => {
          const id = `${name}-${String(choice.value)}`;
          return (
            <span key={String(choice.value)} className="wh-choice" data-tone={choice.tone}>
              <input
                id={id}
                type="radio"
                name={name}
                className="wh-choice__input"
                checked={choice.value === value}
                onChange={() => {
                  field?.edited();
                  onChange(choice.value);
                }}
              />
              <label htmlFor={id} className="wh-choice__label">
                {choice.label}
              </label>
            </span>
          );
        })}
      </div>
      {error !== null && (
        <p className="wh-field__error" id={errorIdOf(name)} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
