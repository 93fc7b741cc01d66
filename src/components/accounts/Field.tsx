/** A labelled form control: the label is tied to the input by id, an optional hint by aria-describedby. */
import type { HTMLInputTypeAttribute, ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'url' | 'numeric';
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  className?: string;
}

export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  hint,
  multiline,
  className,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = { id, name: id, value, required, 'aria-describedby': hintId };
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="field-optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's error (role="alert", read out when it appears) or its notice (role="status"). */
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
