/** Labelled form controls for the account forms (each label tied to its control by id), and the form's messages. */
import type { HTMLInputTypeAttribute, ReactNode } from 'react';

interface TextProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'url' | 'numeric';
  multiline?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  min?: number;
  max?: number;
  step?: number | 'any';
  className?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  readOnly,
  hint,
  min,
  max,
  step,
  className,
}: TextProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: id,
    value,
    readOnly,
    'aria-describedby': hintId,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
  };
  return (
    <div className={`acct-field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
        />
      )}
      {hint && (
        <p className="acct-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** A first, empty choice such as 'Please select'. */
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

export function SelectField({ id, label, value, onChange, options, placeholder, hint, className }: SelectProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`acct-field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p className="acct-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's error (role="alert", read out when it appears) or the server's answer (role="status"). */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
