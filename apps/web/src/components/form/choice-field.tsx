import { useId, type ReactNode } from 'react';
import '../forms.css';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Colours the chosen one by what it means: buy, long, up in the rise colour; the others fall. */
  tone?: 'rise' | 'fall';
}

/**
 * One choice out of a few (buy / sell, market / limit, a leverage, a period), as a radio group of
 * native radios drawn as segments, chips or tiles: the arrow keys move between them, the group
 * has a name (its legend), and the chosen one says so to every reader.
 */
export function ChoiceField<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  look = 'segments',
}: {
  legend: string;
  /** The legend stays for screen readers only (the choices say enough on screen). */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /**
   * `segments`: side by side across the width; `chips`: small pills that wrap (`chips-small` in a
   * toolbar); `tiles`: two columns of boxes with a second line or two (e.g. a period and its payout).
   */
  look?: 'segments' | 'chips' | 'chips-small' | 'tiles';
}) {
  const name = useId();
  return (
    <fieldset className={`wh-choices wh-choices--${look}`}>
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
                onChange={() => onChange(choice.value)}
              />
              <label htmlFor={id} className="wh-choice__label">
                {choice.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
