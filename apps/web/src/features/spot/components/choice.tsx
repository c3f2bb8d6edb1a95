/**
 * Two or more mutually exclusive choices (buy / sell, market / limit) as a labelled radio group:
 * native radios, styled as segments, so the keyboard and screen readers get the usual behaviour.
 */
export function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; tone?: 'rise' | 'fall' }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="wh-spot-choice">
      <legend className="wh-spot-choice__legend">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`wh-spot-choice__option${option.value === value ? ' is-selected' : ''}${
            option.tone === undefined ? '' : ` wh-spot-choice__option--${option.tone}`
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
