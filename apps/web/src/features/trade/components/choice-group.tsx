import { useId, type ReactNode } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

/**
 * One choice out of a few, as a radio group of native radios drawn as segments or chips: the
 * arrow keys move between them, the group has a name, and the chosen one says so to every reader.
 * `tone` colours a segment by what it means (long in the rise colour, short in the fall colour).
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  className,
  toneOf,
}: {
  legend: string;
  /** The legend stays for screen readers only (the segments say enough on screen). */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Class of the group: `wh-trade-segments` (full-width segments) or `wh-trade-chips`. */
  className: string;
  toneOf?: (value: T) => string | undefined;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'wh-trade-visually-hidden' : 'wh-trade-legend'}>
        {legend}
      </legend>
      <div className="wh-trade-choices">
        {choices.map((choice) => {
          const id = `${name}-${String(choice.value)}`;
          const checked = choice.value === value;
          return (
            <span
              key={String(choice.value)}
              className="wh-trade-choice"
              data-tone={toneOf?.(choice.value)}
            >
              <input
                id={id}
                type="radio"
                name={name}
                className="wh-trade-choice__input"
                checked={checked}
                onChange={() => onChange(choice.value)}
              />
              <label htmlFor={id} className="wh-trade-choice__label">
                {choice.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
