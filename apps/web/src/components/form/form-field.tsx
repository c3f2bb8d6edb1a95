import type { InputHTMLAttributes, ReactNode } from 'react';
import { readAmountInput } from './amount-input';
import '../forms.css';

export interface FormFieldProps {
  /** Id of the control inside; the label points at it and the error is `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The field's message, shown under it and linked to the control; null when the field is fine. */
  error?: string | null;
  /** Content after the label on the same line (e.g. a hint or a link). */
  aside?: ReactNode;
  /** A lasting note under the control (`<id>-note`, which the control points at: describedBy). */
  note?: ReactNode;
  children: ReactNode;
}

/** One labelled form row: label, control, a note, and the field's error under it. */
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

/** The control's `aria-describedby`: its error while invalid, then any other ids given. */
export function describedBy(
  id: string,
  invalid: boolean,
  ...more: (string | undefined)[]
): string | undefined {
  const ids = [invalid ? errorIdOf(id) : undefined, ...more].filter((x) => x !== undefined);
  return ids.length === 0 ? undefined : ids.join(' ');
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
        id={id}
        className={className === undefined ? 'wh-input' : `wh-input ${className}`}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, rest['aria-describedby'])}
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
