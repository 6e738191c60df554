import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  /** A short help text under the control (e.g. that the field is optional). */
  hint?: string;
  children: (control: { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  /** Put the control in an input group with this element after it (e.g. a show-password button). */
  append?: ReactNode;
  baseClass: 'form-control' | 'form-select';
}

/** A visible label, the control, its error message and hint under it (tied to the control for screen readers). */
function FieldShell({ label, error, hint, children, append, baseClass }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  const control = children({
    id,
    className: error ? `${baseClass} is-invalid` : baseClass,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
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
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  append?: ReactNode;
};

export function TextField({ label, error, hint, append, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} append={append} baseClass="form-control">
      {(control) => <input {...input} {...control} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ label, error, hint, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} baseClass="form-control">
      {(control) => <textarea rows={rows} {...textarea} {...control} />}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ label, error, hint, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} baseClass="form-select">
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
