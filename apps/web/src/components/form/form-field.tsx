import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import '../forms.css';

export interface FormFieldProps {
  /** Id of the control inside; the label points at it, the hint is `<id>-hint`, the error `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The field's message, shown under it and linked to the control; null when the field is fine. */
  error?: string | null;
  /** Content after the label on the same line (e.g. a hint or a link). */
  aside?: ReactNode;
  /** A line under the control that describes it (limits, a counter); the control points at it. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One labelled form row: label, control, its hint, and the field's error under it. */
export function FormField({ id, label, error, aside, hint, children }: FormFieldProps) {
  return (
    <div className="wh-field" data-invalid={error ? 'true' : undefined}>
      <div className="wh-field__head">
        <label className="wh-field__label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint === undefined ? null : (
        <p className="wh-field__hint" id={hintIdOf(id)}>
          {hint}
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

export function hintIdOf(id: string): string {
  return `${id}-hint`;
}

/** What a control's `aria-describedby` lists: its hint (when it has one) and its error (when invalid). */
export function describedByOf(id: string, { invalid = false, hinted = false }): string | undefined {
  const ids = [hinted ? hintIdOf(id) : null, invalid ? errorIdOf(id) : null].filter(
    (part) => part !== null,
  );
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
  /** The field has a hint (FormField's `hint`) that describes this input. */
  hinted?: boolean;
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
  hinted = false,
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
        aria-describedby={describedByOf(id, { invalid, hinted })}
        onChange={(event) => onChange(event.target.value)}
      />
      {suffix}
    </div>
  );
}

export interface SelectInputProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  id: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  invalid?: boolean;
  /** The field has a hint (FormField's `hint`) that describes this select. */
  hinted?: boolean;
}

/** A native select in the app's form look (the phone's own picker opens on tap). */
export function SelectInput<T extends string>({
  id,
  value,
  options,
  onChange,
  invalid = false,
  hinted = false,
  className,
  ...rest
}: SelectInputProps<T>) {
  return (
    <select
      {...rest}
      id={id}
      className={className === undefined ? 'wh-select' : `wh-select ${className}`}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedByOf(id, { invalid, hinted })}
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
  );
}
