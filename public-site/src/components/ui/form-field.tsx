import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  children: (control: { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  /** Put the control in an input group with this element after it (e.g. a show-password button). */
  append?: ReactNode;
  baseClass: 'form-control' | 'form-select';
}

/** A visible label, the control, and its error message under it (tied to the control for screen readers). */
function FieldShell({ label, error, children, append, baseClass }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = children({
    id,
    className: error ? `${baseClass} is-invalid` : baseClass,
    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
  });
  const feedback = error ? (
    <div id={errorId} className="invalid-feedback">
      {error}
    </div>
  ) : null;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {append ? (
        <div className="input-group has-validation">
          {control}
          {append}
          {feedback}
        </div>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string;
  append?: ReactNode;
};

export function TextField({ label, error, append, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} append={append} baseClass="form-control">
      {(control) => <input {...input} {...control} />}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  error?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} baseClass="form-select">
      {(control) => (
        <select {...select} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
