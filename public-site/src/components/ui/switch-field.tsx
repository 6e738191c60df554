import { type ComponentProps, useId } from 'react';

type SwitchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type' | 'role'> & { label: string; hint?: string };

/** An on/off switch (a checkbox announced as a switch) with its label, and a hint tied to it. */
export function SwitchField({ label, hint, ...input }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="form-check form-switch mb-3">
      <input className="form-check-input" type="checkbox" role="switch" id={id} {...(hint ? { 'aria-describedby': `${id}-hint` } : {})} {...input} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      )}
    </div>
  );
}
