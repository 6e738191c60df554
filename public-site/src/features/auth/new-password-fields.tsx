import type { BoundField } from '../../lib/use-schema-form';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  /** The form's bindings (useSchemaForm's `field`); a change of the password re-checks its confirmation. */
  password: BoundField;
  confirmPassword: BoundField;
  pending: boolean;
  /** The submit button's words, and what it says while the form is sent. */
  texts: { submit: string; pending: string };
}

/** 'New Password', 'Confirm Password' and the submit button: the end of the change and reset password forms. */
export function NewPasswordFields({ password, confirmPassword, pending, texts }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label="New Password" autoComplete="new-password" {...password} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" {...confirmPassword} />
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </button>
    </>
  );
}
