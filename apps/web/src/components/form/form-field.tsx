import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { readAmountInput } from './amount-input';
import '../forms.css';

export interface FormFieldProps {
  /** Id of the control inside; the label points at it, the note is `<id>-note`, the error `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The field's message, shown under it and linked to the control; null when the field is fine. */
  error?: string | null;
  /** Content after the label on the same line (e.g. a hint or a link). */
  aside?: ReactNode;
  /**
   * A lasting line under the control that describes it (a limit, what is available, a counter):
   * `<id>-note`, which the control points at (describedBy).
   */
  note?: ReactNode;
  children: ReactNode;
}

/** One labelled form row: label, control, its note, and the field's error under it. */
export function FormField({ id, label, error, aside, note, children }: FormFieldProps) {
  return (
    <div className="wh-field" data-invalid={error ? 'true' : undefined}>
      <div className="wh-field__head">
        <label className="wh-field__label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {note !== undefined && (
        <p className="wh-field__note" id={noteIdOf(id)}>
          {note}
        </p>
      )}
      {error ? (
        <p className="wh-field__error" id={errorIdOf(id)} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export function noteIdOf(id: string): string {
  return `${id}-note`;
}

/**
 * A control's `aria-describedby`: the other ids given (e.g. its note), then its error while
 * invalid, in the order they stand under the control.
 */
export function describedBy(
  id: string,
  invalid: boolean,
  ...more: (string | undefined)[]
): string | undefined {
  const ids = [...more, invalid ? errorIdOf(id) : undefined].filter((x) => x !== undefined);
  return ids.length === 0 ? undefined : ids.join(' ');
}

/**
 * What every kit control (input, select, text area) sets on its element inside the input box: its
 * id, the input look, and its ARIA links (describedBy).
 */
export function controlOf(
  id: string,
  invalid: boolean,
  className: string | undefined,
  describedby: string | undefined,
) {
  return {
    id,
    className: className === undefined ? 'wh-input' : `wh-input ${className}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, invalid, describedby),
  };
}

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'prefix'
> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Shown inside the box before the input (e.g. "+49"). */
  prefix?: ReactNode;
  /** Shown inside the box after the input (e.g. the send-code button). */
  suffix?: ReactNode;
}

/** A text input in the app's form look; marks itself invalid and points at its field's error. */
export function TextInput({
  id,
  value,
  onChange,
  invalid = false,
  prefix,
  suffix,
  className,
  ...rest
}: TextInputProps) {
  return (
    <div className="wh-input-box" data-invalid={invalid ? 'true' : undefined}>
      {prefix}
      <input
        {...rest}
        {...controlOf(id, invalid, className, rest['aria-describedby'])}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {suffix}
    </div>
  );
}

/**
 * A money amount or quantity, kept as the decimal string typed (never a float): only digits and
 * one decimal point get in ("," is read as "."), at most `scale` decimals (readAmountInput).
 */
export function AmountInput({
  scale,
  onChange,
  ...input
}: Omit<TextInputProps, 'inputMode'> & {
  /** Decimal places allowed while typing (e.g. 8 for the ledger); none when omitted. */
  scale?: number;
}) {
  return (
    <TextInput
      autoComplete="off"
      {...input}
      inputMode="decimal"
      onChange={(typed) => {
        const amount = readAmountInput(typed, scale);
        if (amount !== null) onChange(amount);
      }}
    />
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectInputProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  id: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  invalid?: boolean;
}

/**
 * A native select (the phone's own picker opens on tap) in the input's box and look; marks itself
 * invalid and points at its field's error like TextInput.
 */
export function SelectInput<T extends string>({
  id,
  value,
  options,
  onChange,
  invalid = false,
  className,
  ...rest
}: SelectInputProps<T>) {
  return (
    <div className="wh-input-box" data-invalid={invalid ? 'true' : undefined}>
      <select
        {...rest}
        {...controlOf(id, invalid, className, rest['aria-describedby'])}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
